import RIBs
import RIBsTesting
import Testing

@MainActor
struct WorkerTests {

    @Test func startWithAnActiveInteractorRunsAtOnce() {
        let interactor = RecordingInteractor()
        interactor.activate()
        let worker = RecordingWorker()

        worker.start(interactor)

        #expect(worker.isStarted)
        #expect(worker.log.entries == ["didStart"])
    }

    @Test func startWithAnInactiveInteractorWaitsForActivation() {
        let interactor = RecordingInteractor()
        let worker = RecordingWorker()

        worker.start(interactor)
        #expect(worker.isStarted)
        #expect(worker.log.entries == [])

        interactor.activate()

        #expect(worker.log.entries == ["didStart"])
    }

    @Test func startIsIgnoredWhenAlreadyStarted() {
        let interactor = RecordingInteractor()
        interactor.activate()
        let worker = RecordingWorker()

        worker.start(interactor)
        worker.start(interactor)

        #expect(worker.log.entries == ["didStart"])
    }

    @Test func followsDeactivationAndReactivation() {
        let interactor = RecordingInteractor()
        interactor.activate()
        let worker = RecordingWorker()
        worker.start(interactor)

        interactor.deactivate()
        #expect(worker.isStarted)
        interactor.activate()

        #expect(worker.log.entries == ["didStart", "didStop", "didStart"])
    }

    @Test func stopEndsTheWorkAndStopsFollowingTheInteractor() {
        let interactor = RecordingInteractor()
        interactor.activate()
        let worker = RecordingWorker()
        worker.start(interactor)

        worker.stop()
        worker.stop()
        interactor.deactivate()
        interactor.activate()

        #expect(!worker.isStarted)
        #expect(worker.log.entries == ["didStart", "didStop"])
    }

    @Test func stopWhilePausedDoesNotCallDidStop() {
        let interactor = RecordingInteractor()
        let worker = RecordingWorker()
        worker.start(interactor)

        worker.stop()

        #expect(worker.log.entries == [])
    }

    @Test func canBeStartedAgainAfterStop() {
        let interactor = RecordingInteractor()
        interactor.activate()
        let worker = RecordingWorker()
        worker.start(interactor)
        worker.stop()

        worker.start(interactor)

        #expect(worker.log.entries == ["didStart", "didStop", "didStart"])
    }

    @Test func isStartedStreamReplaysAndEmitsChanges() {
        let worker = RecordingWorker()
        let recorder = PublisherRecorder(worker.isStartedStream)

        worker.start(RecordingInteractor())
        worker.start(RecordingInteractor())
        worker.stop()

        #expect(recorder.values == [false, true, false])
    }

    @Test func cancelOnStopSubscriptionsEndWhenTheWorkerStops() {
        let interactor = RecordingInteractor()
        interactor.activate()
        let worker = RecordingWorker()
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        worker.didStartHandler = { [unowned worker] _ in
            subject.sink { received.append($0) }.cancelOnStop(worker)
        }
        worker.start(interactor)

        subject.send(1)
        worker.stop()
        subject.send(2)

        #expect(received == [1])
    }

    @Test func cancelOnStopSubscriptionsEndWhenTheInteractorDeactivates() {
        let interactor = RecordingInteractor()
        interactor.activate()
        let worker = RecordingWorker()
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        worker.didStartHandler = { [unowned worker] _ in
            subject.sink { received.append($0) }.disposeOnStop(worker)
        }
        worker.start(interactor)

        subject.send(1)
        interactor.deactivate()
        subject.send(2)
        interactor.activate()
        subject.send(3)

        // Re-activation runs didStart again, which subscribes anew.
        #expect(received == [1, 3])
    }

    @Test func subscriptionBoundToAWorkerNotRunningIsCancelledAtOnce() {
        let worker = RecordingWorker()
        var cancelCount = 0

        PassthroughSubject<Int, Never>()
            .handleEvents(receiveCancel: { cancelCount += 1 })
            .sink { _ in }
            .cancelOnStop(worker)

        #expect(cancelCount == 1)
    }

    @Test func everyCancellableIsCancelledExplicitlyWhenTheWorkerStops() {
        let interactor = RecordingInteractor()
        interactor.activate()
        let worker = RecordingWorker()
        worker.start(interactor)
        let cancellable = CancellableSpy()

        cancellable.cancelOnStop(worker)
        #expect(cancellable.cancelCount == 0)
        worker.stop()

        #expect(cancellable.cancelCount == 1)
    }

    @Test func everyCancellableBoundToAWorkerNotRunningIsCancelledExplicitly() {
        let cancellable = CancellableSpy()

        cancellable.cancelOnStop(RecordingWorker())

        #expect(cancellable.cancelCount == 1)
    }

    @Test func workerDoesNotRetainItsInteractor() {
        let tracker = DeallocationTracker()
        let worker = RecordingWorker()
        var scopeSeenByWorker: (any InteractorScope)?
        worker.didStartHandler = { scopeSeenByWorker = $0 }
        do {
            let interactor = tracker.track(RecordingInteractor())
            interactor.activate()
            worker.start(interactor)
        }

        // The worker keeps the scope it was given, yet the interactor went away.
        #expect(tracker.aliveObjects == [])
        #expect(scopeSeenByWorker?.isActive == false)
        #expect(worker.log.entries == ["didStart", "didStop"])
    }

    @Test func interactorOwningItsWorkerFormsNoCycle() {
        let tracker = DeallocationTracker()
        do {
            let interactor = tracker.track(WorkerOwningInteractor())
            tracker.track(interactor.worker)
            interactor.activate()
            #expect(interactor.worker.log.entries == ["didStart"])
        }

        #expect(tracker.aliveObjects == [])
    }

    @Test func workerDeinitStopsIt() {
        let interactor = RecordingInteractor()
        interactor.activate()
        let log = EventLog()
        do {
            let worker = RecordingWorker(log: log)
            worker.start(interactor)
        }

        #expect(log.entries == ["didStart", "didStop"])
    }
}

/// A worker that writes `didStart` and `didStop` to a log.
@MainActor
private final class RecordingWorker: Worker {

    let log: EventLog

    /// Runs inside `didStart(_:)`, after the log entry.
    var didStartHandler: ((any InteractorScope) -> Void)?

    init(log: EventLog = EventLog()) {
        self.log = log
    }

    override func didStart(_ interactorScope: any InteractorScope) {
        log.append("didStart")
        didStartHandler?(interactorScope)
    }

    override func didStop() {
        log.append("didStop")
    }
}

/// An interactor that owns its worker and starts it against itself, as RIBs do.
@MainActor
private final class WorkerOwningInteractor: Interactor {

    let worker = RecordingWorker()

    override func didBecomeActive() {
        worker.start(self)
    }
}
