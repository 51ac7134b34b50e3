/// Why a page that asked to resume its game got a new one, as `notResumed` in its welcome.
enum NotResumedReason: String, Equatable, Sendable {

    /// The game was idle longer than the server keeps games.
    case expired

    /// The server knows no game by that token: it never existed, or was forgotten.
    case unknown

    /// The game was stored, but could not be read back.
    case unreadable

    /// A sentence for the player.
    var message: String {
        switch self {
        case .expired: "Your earlier game ended after a long time without play; this is a new one."
        case .unknown: "The server no longer knows your earlier game; this is a new one."
        case .unreadable: "Your earlier game could not be restored; this is a new one."
        }
    }
}
