import RIBs
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TaskCancellationTests {

    @Test func taskIsCancelledWhenTheInteractorDeactivates() async {
        let interactor = RecordingInteractor()
        interactor.activate()
        let waiting = WaitingTask()
        waiting.task.cancelOnDeactivate(interactor: interactor)
        await waiting.untilStarted()
        #expect(!waiting.task.isCancelled)

        interactor.deactivate()

        #expect(waiting.task.isCancelled)
        #expect(await waiting.sawCancellationInside())
    }

    @Test func taskBoundToAnInactiveInteractorIsCancelledAtOnce() async {
        let interactor = RecordingInteractor()
        let waiting = WaitingTask()

        waiting.task.cancelOnDeactivate(interactor: interactor)

        #expect(waiting.task.isCancelled)
        #expect(await waiting.sawCancellationInside())
    }

    @Test func taskIsCancelledWhenTheWorkerStops() async throws {
        let interactor = RecordingInteractor()
        interactor.activate()
        let worker = TaskStartingWorker()
        worker.start(interactor)
        let waiting = try #require(worker.waiting)
        await waiting.untilStarted()
        #expect(!waiting.task.isCancelled)

        worker.stop()

        #expect(waiting.task.isCancelled)
        #expect(await waiting.sawCancellationInside())
    }
}

/// A task that waits until it is cancelled, then reports whether it saw the cancellation.
@MainActor
private final class WaitingTask {

    let task: Task<Bool, Never>

    init() {
        let (started, startedContinuation) = AsyncStream<Void>.makeStream()
        let (never, neverContinuation) = AsyncStream<Void>.makeStream()
        self.started = started
        self.neverContinuation = neverContinuation
        task = Task { @MainActor in
            startedContinuation.yield()
            // Iterating an AsyncStream ends when the iterating task is cancelled.
            for await _ in never {}
            return Task.isCancelled
        }
    }

    /// Returns once the task runs its body.
    func untilStarted() async {
        for await _ in started {
            return
        }
    }

    /// Whether the task saw `Task.isCancelled` from inside; cancels it first if it is not, so
    /// that a failing test ends instead of waiting forever.
    func sawCancellationInside() async -> Bool {
        if !task.isCancelled {
            task.cancel()
            return false
        }
        return await task.value
    }

    // MARK: - Private

    private let started: AsyncStream<Void>
    private let neverContinuation: AsyncStream<Void>.Continuation
}

/// A worker that starts a waiting task bound to its run.
@MainActor
private final class TaskStartingWorker: Worker {

    private(set) var waiting: WaitingTask?

    override func didStart(_ interactorScope: any InteractorScope) {
        let waiting = WaitingTask()
        waiting.task.cancelOnStop(self)
        self.waiting = waiting
    }
}
