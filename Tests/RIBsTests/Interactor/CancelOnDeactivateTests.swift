import RIBs
import RIBsTesting
import Testing

@MainActor
struct CancelOnDeactivateTests {

    @Test func subscriptionEndsWhenTheInteractorDeactivates() {
        let interactor = RecordingInteractor()
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        var cancelCount = 0
        interactor.activate()

        subject
            .handleEvents(receiveCancel: { cancelCount += 1 })
            .sink { received.append($0) }
            .cancelOnDeactivate(interactor: interactor)
        subject.send(1)
        #expect(cancelCount == 0)
        interactor.deactivate()
        subject.send(2)

        #expect(received == [1])
        #expect(cancelCount == 1)
    }

    @Test func disposeOnDeactivateEndsTheSubscriptionToo() {
        let interactor = RecordingInteractor()
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        interactor.activate()

        subject
            .sink { received.append($0) }
            .disposeOnDeactivate(interactor: interactor)
        subject.send(1)
        interactor.deactivate()
        subject.send(2)

        #expect(received == [1])
    }

    @Test func subscriptionBoundToAnInactiveInteractorIsCancelledAtOnce() {
        let interactor = RecordingInteractor()
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        var cancelCount = 0

        subject
            .handleEvents(receiveCancel: { cancelCount += 1 })
            .sink { received.append($0) }
            .cancelOnDeactivate(interactor: interactor)
        subject.send(1)

        #expect(cancelCount == 1)
        #expect(received == [])
    }

    @Test func everyCancellableIsCancelledExplicitlyOnDeactivation() {
        let interactor = RecordingInteractor()
        interactor.activate()
        let cancellable = CancellableSpy()

        cancellable.cancelOnDeactivate(interactor: interactor)
        #expect(cancellable.cancelCount == 0)
        interactor.deactivate()

        #expect(cancellable.cancelCount == 1)
    }

    @Test func everyCancellableBoundToAnInactiveInteractorIsCancelledExplicitly() {
        let interactor = RecordingInteractor()
        let cancellable = CancellableSpy()

        cancellable.disposeOnDeactivate(interactor: interactor)

        #expect(cancellable.cancelCount == 1)
    }

    @Test func subscriptionDoesNotOutliveItsActivePeriod() {
        let interactor = RecordingInteractor()
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        interactor.activate()
        subject
            .sink { received.append($0) }
            .cancelOnDeactivate(interactor: interactor)

        interactor.deactivate()
        interactor.activate()
        subject.send(1)

        #expect(received == [])
    }

    @Test func subscriptionStillDeliversDuringWillResignActive() {
        let interactor = RecordingInteractor()
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        interactor.willResignActiveHandler = { subject.send(1) }
        interactor.activate()
        subject
            .sink { received.append($0) }
            .cancelOnDeactivate(interactor: interactor)

        interactor.deactivate()

        #expect(received == [1])
    }

    @Test func deactivationBreaksARetainCycleFormedBySubscriptions() {
        let tracker = DeallocationTracker()
        weak var weakInteractor: SelfCapturingInteractor?
        do {
            let interactor = tracker.track(SelfCapturingInteractor())
            weakInteractor = interactor
            interactor.activate()
            interactor.values.send(1)
            #expect(interactor.received == [1])
        }

        // The subscription's closure holds the interactor, which holds the subject, which holds
        // the subscription: only the end of the active period can break that cycle.
        #expect(tracker.aliveObjects == ["SelfCapturingInteractor"])

        weakInteractor?.deactivate()

        #expect(tracker.aliveObjects == [])
    }
}

/// An interactor whose subscription captures the interactor strongly, as RIB code often does.
@MainActor
private final class SelfCapturingInteractor: Interactor {

    let values = PassthroughSubject<Int, Never>()
    private(set) var received: [Int] = []

    override func didBecomeActive() {
        values
            .sink { value in self.received.append(value) }
            .cancelOnDeactivate(interactor: self)
    }
}
