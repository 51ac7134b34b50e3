import Foundation
import Logging
import TicTacToe
@testable import WebFrontEnd

extension SessionRegistry {

    /// A registry of TicTacToe's sessions, each launched, saved and restored from
    /// `TicTacToeApp.descriptor` as `tictactoe-web` launches them; the registry's own defaults
    /// otherwise.
    @MainActor
    static func ticTacToe(limits: SessionLimits, logger: Logger, now: @escaping @Sendable () -> ContinuousClock.Instant = { .now },
                          wallClock: @escaping @Sendable () -> Date = { Date() }, store: (any SessionStore)? = nil,
                          storeDeadline: StoreDeadline = .standard, metrics: ServerMetrics = .disabled,
                          actionObserver: ActionObserver? = nil) -> SessionRegistry {
        SessionRegistry(app: TicTacToeApp.descriptor, limits: limits, logger: logger, now: now, wallClock: wallClock, store: store,
                        storeDeadline: storeDeadline, metrics: metrics, actionObserver: actionObserver)
    }
}
