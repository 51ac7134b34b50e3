import Foundation
import HummingbirdTesting
import Logging
import ScreenKit
import Testing
@testable import WebFrontEnd
import WebTesting

/// An app served in process from its descriptor, as the web server every app gets serves it,
/// with its sessions in `store`.
enum ServedApp {

    /// Serves `app` on `store` on a free port, plays `body` with that port, and stops.
    ///
    /// - Parameters:
    ///   - app: The app each page runs.
    ///   - store: Where its sessions are kept.
    ///   - wallClock: The wall-clock time, which says how long a stored session has been idle.
    ///   - body: What the test does with the server's port.
    @MainActor
    static func serve<Value: Sendable>(_ app: AppDescriptor, on store: any SessionStore, wallClock: @escaping @Sendable () -> Date = { Date() },
                                       _ body: @escaping @Sendable (Int) async throws -> Value) async throws -> Value {
        // Limits no test of a restart runs into, however it plays.
        let limits = SessionLimits(messagesPerSecond: 1_000, newSessionsPerAddressPerMinute: 1_000)
        let registry = SessionRegistry(app: app, limits: limits, logger: quietLogger, now: { .now }, wallClock: wallClock, store: store)
        let application = try WebServer.makeApplication(configuration: WebServer.Configuration(appName: app.name, port: 0, limits: limits),
                                                        registry: registry, logger: quietLogger)
        return try await application.test(.live) { client in
            try await body(try #require(client.port))
        }
    }

    /// The session's token in a welcome.
    static func token(in welcome: String) throws -> String {
        try #require(welcome.firstMatch(of: /"session":"([0-9a-f]{32})"/)).output.1.description
    }

    /// A logger that shows warnings and worse.
    static var quietLogger: Logger {
        var logger = Logger(label: "test")
        logger.logLevel = .warning
        return logger
    }
}
