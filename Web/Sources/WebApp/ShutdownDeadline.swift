import Foundation
import Logging
import ServiceLifecycle

/// Ends the process a fixed time after a graceful shutdown began, whatever is still open.
///
/// Shutting down tells every page and closes its connection at once, and a connection still
/// sending its first head is closed too; what is left (a response written to a peer that
/// stopped reading, say) could hold the process for as long as the peer likes. The deadline
/// keeps the promise that the server stops within seconds. It is the last service of the
/// group, so it is the first to learn of the shutdown.
struct ShutdownDeadline: Service {

    /// How long after the shutdown began the process ends.
    let deadline: Duration

    /// Where the forced exit is reported.
    let logger: Logger

    /// Ends the process once the deadline has passed; a test passes what it can watch.
    var forceExit: @Sendable () -> Void = { exit(0) }

    func run() async throws {
        try? await gracefulShutdown()
        let (deadline, logger, forceExit) = (deadline, logger, forceExit)
        // A thread of its own: the tasks that should have ended may be what keeps the
        // cooperative pool busy.
        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: Double(deadline.components.seconds) + Double(deadline.components.attoseconds) / 1e18)
            logger.warning("\(Self.forcedExitMessage) \(deadline) after the shutdown began; exiting anyway")
            forceExit()
        }
    }

    /// How the forced exit's log line begins.
    static let forcedExitMessage = "Connections still open"
}
