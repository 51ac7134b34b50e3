import ArgumentParser

/// Where a load test connects: a loopback WebSocket URL, and what answers there.
struct LoadTarget: ParsableArguments {

    /// What answers at the URL.
    enum Kind: String, ExpressibleByArgument, CaseIterable {

        /// `tictactoe-web`: sends a welcome and a screen on connect, a screen per action.
        case game

        /// The bare echo endpoint: sends each message back.
        case echo
    }

    @Option(help: "The WebSocket URL; loopback only (127.0.0.1, ::1 or localhost).")
    var url = "ws://127.0.0.1:8080/ws"

    @Option(help: "What answers there: game or echo.")
    var target: Kind = .game

    @Option(help: "Concurrent sessions (1 to 2000).")
    var sessions = 1

    func validate() throws {
        let host = url.split(separator: "/").dropFirst().first.map { $0.split(separator: ":").first ?? "" } ?? ""
        guard url.hasPrefix("ws://"), ["127.0.0.1", "localhost", "[::1]", "["].contains(String(host)) else {
            throw ValidationError("--url must be a ws:// URL on loopback (127.0.0.1, [::1] or localhost).")
        }
        guard (1...2_000).contains(sessions) else {
            throw ValidationError("--sessions must be between 1 and 2000.")
        }
    }
}
