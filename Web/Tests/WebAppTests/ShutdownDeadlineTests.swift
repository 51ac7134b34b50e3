import Logging
import ServiceLifecycle
import Testing
@testable import WebApp

/// The deadline that ends the process once a graceful shutdown has taken too long (the
/// processes' own shutdowns are in `TicTacToeWebTests`' `ShutdownTests`).
@Suite(.timeLimit(.minutes(2)))
struct ShutdownDeadlineTests {

    @Test func theDeadlineEndsTheProcessWhenTheShutdownHasNot() async throws {
        let forcedExit = AsyncStream<Void>.makeStream()
        var logger = Logger(label: "test")
        logger.logLevel = .critical
        let deadline = ShutdownDeadline(deadline: .milliseconds(100), logger: logger) {
            forcedExit.continuation.yield()
        }
        let group = ServiceGroup(services: [deadline], logger: logger)
        try await withThrowingTaskGroup(of: Void.self) { tasks in
            tasks.addTask {
                try await group.run()
            }
            await group.triggerGracefulShutdown()
            try await tasks.waitForAll()
        }
        var exits = forcedExit.stream.makeAsyncIterator()
        // Within the test's time limit: the deadline is 100 ms.
        #expect(await exits.next() != nil)
    }
}
