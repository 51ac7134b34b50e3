import CoreMetrics
import WebFrontEnd

/// What an app adds to the web server every app gets: a few words of its own in `--help`, and
/// what it counts of its users' actions beside the server's metrics.
///
/// TicTacToe counts the cells played:
///
/// ```swift
/// WebAppAdditions(help: "A link starts the game once the players have logged in.") { factory in
///     let moves = Counter(label: "tictactoe_moves_total", factory: factory)
///     return { action in
///         if case .tapGridCell = action { moves.increment() }
///     }
/// }
/// ```
public struct WebAppAdditions: Sendable {

    /// What `--help` says of the app, after what the server says of every app.
    public var help: String?

    /// Makes, once per server, what hears every action a page performed in any session (after
    /// the window took it), with the factory of the metrics `/metrics` serves: an app's own
    /// metrics are named after it (`tictactoe_moves_total`), the server's `ribs_web_…`.
    public var actionObserver: (@Sendable (any MetricsFactory) -> ActionObserver)?

    /// Describes what an app adds.
    ///
    /// - Parameters:
    ///   - help: What `--help` says of the app.
    ///   - actionObserver: Makes what hears every action, from the metrics' factory.
    public init(help: String? = nil, actionObserver: (@Sendable (any MetricsFactory) -> ActionObserver)? = nil) {
        self.help = help
        self.actionObserver = actionObserver
    }
}
