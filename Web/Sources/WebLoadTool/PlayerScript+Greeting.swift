import LoadScript

extension PlayerScript {

    /// Messages the server sends on connect before any action: a welcome and a screen.
    static func greetingCount(for kind: LoadTarget.Kind) -> Int {
        kind == .game ? 2 : 0
    }
}
