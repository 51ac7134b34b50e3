/// Why a page that asked to resume its session got a new one, or got it back in part only, as
/// `notResumed` in its welcome.
enum NotResumedReason: String, Equatable, Sendable {

    /// The session was idle longer than the server keeps sessions.
    case expired

    /// The server knows no session by that token: it never existed, or was forgotten.
    case unknown

    /// The session was stored, but could not be read back.
    case unreadable

    /// The session was read back, but part of it no longer fits the app and starts afresh; the
    /// rest is as it was, and the page keeps the session (`resumed` is true).
    case partlyRestored

    /// Whether the page keeps its session, if only in part.
    var keepsTheSession: Bool {
        self == .partlyRestored
    }

    /// A sentence for the user.
    var message: String {
        switch self {
        case .expired: "Your earlier session ended after a long time without use; this is a new one."
        case .unknown: "The server no longer knows your earlier session; this is a new one."
        case .unreadable: "Your earlier session could not be restored; this is a new one."
        case .partlyRestored: "Part of your earlier session could not be restored and starts afresh; the rest is as you left it."
        }
    }
}
