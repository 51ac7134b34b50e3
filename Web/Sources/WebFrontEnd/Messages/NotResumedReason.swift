/// Why a page that asked to resume its session got a new one, as `notResumed` in its welcome.
enum NotResumedReason: String, Equatable, Sendable {

    /// The session was idle longer than the server keeps sessions.
    case expired

    /// The server knows no session by that token: it never existed, or was forgotten.
    case unknown

    /// The session was stored, but could not be read back.
    case unreadable

    /// A sentence for the user.
    var message: String {
        switch self {
        case .expired: "Your earlier session ended after a long time without use; this is a new one."
        case .unknown: "The server no longer knows your earlier session; this is a new one."
        case .unreadable: "Your earlier session could not be restored; this is a new one."
        }
    }
}
