import NIOPosix
import Testing
@testable import WebFrontEnd

/// A connection's tasks, run on its socket's event loop.
struct EventLoopTaskExecutorTests {

    @Test func workOffTheMainActorRunsOnTheEventLoopAndComesBackToIt() async throws {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let eventLoop = group.next()

        let (first, afterTheMainActor, inChildTask) = await withTaskExecutorPreference(EventLoopTaskExecutor(eventLoop)) {
            let first = eventLoop.inEventLoop
            await MainActor.run {}
            let afterTheMainActor = eventLoop.inEventLoop
            let inChildTask = await withTaskGroup(of: Bool.self) { group in
                group.addTask { eventLoop.inEventLoop }
                return await group.next() ?? false
            }
            return (first, afterTheMainActor, inChildTask)
        }

        #expect(first)
        #expect(afterTheMainActor)
        #expect(inChildTask)
        try await group.shutdownGracefully()
    }
}
