/// A store's save that found the store usable again but empty: it lost what it held (its file
/// was removed or replaced, and made anew). The server saves every session it runs again, so
/// that nothing a page was shown is lost.
public struct StoreLostItsSessions: Error, Equatable, Sendable, CustomStringConvertible {

    /// What happened to the store.
    public let reason: String

    /// A store that lost its sessions, for `reason`.
    public init(reason: String) {
        self.reason = reason
    }

    public var description: String {
        "\(reason); the store was made anew, empty"
    }
}
