/// Whether a session acts on a message that came through one of its connections.
enum MessageAdmission: Equatable {

    /// The connection is the session's page and within the session's budget: the message was
    /// acted on, and the saves it caused are written.
    case admitted

    /// The connection is not (or no longer) the session's page: another tab took the session
    /// over.
    case notTheSessionsPage

    /// The session's pages sent more than its budget: a flood, not play.
    case tooMany
}
