import NIOCore

/// Runs a connection's tasks on the event loop that does its socket's I/O: a frame read, the
/// work on it off the main actor and the answer written all happen on the one thread, with no
/// hand-off to Swift's global pool and back.
final class EventLoopTaskExecutor: TaskExecutor {

    /// Creates an executor running its jobs on `eventLoop`.
    init(_ eventLoop: any EventLoop) {
        self.eventLoop = eventLoop
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        eventLoop.execute {
            job.runSynchronously(on: self.asUnownedTaskExecutor())
        }
    }

    // MARK: - Private

    private let eventLoop: any EventLoop
}
