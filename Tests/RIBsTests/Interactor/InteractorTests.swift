import RIBs
import Testing

@MainActor
struct InteractorTests {

    @Test func startsInactive() {
        let interactor = RecordingInteractor()

        #expect(!interactor.isActive)
        #expect(interactor.didBecomeActiveCallCount == 0)
    }

    @Test func activateIsIdempotent() {
        let interactor = RecordingInteractor()

        interactor.activate()
        interactor.activate()

        #expect(interactor.isActive)
        #expect(interactor.didBecomeActiveCallCount == 1)
    }

    @Test func deactivateIsIdempotent() {
        let interactor = RecordingInteractor()
        interactor.activate()

        interactor.deactivate()
        interactor.deactivate()

        #expect(!interactor.isActive)
        #expect(interactor.willResignActiveCallCount == 1)
    }

    @Test func deactivatingAnInactiveInteractorDoesNothing() {
        let interactor = RecordingInteractor()

        interactor.deactivate()

        #expect(interactor.willResignActiveCallCount == 0)
    }

    @Test func hooksRunOncePerActivePeriodInOrder() {
        let log = EventLog()
        let interactor = RecordingInteractor(name: "i", log: log)

        interactor.activate()
        interactor.deactivate()
        interactor.activate()
        interactor.deactivate()

        #expect(log.entries == ["i.didBecomeActive", "i.willResignActive", "i.didBecomeActive", "i.willResignActive"])
    }

    @Test func isActiveIsTrueInsideBothHooks() {
        let interactor = RecordingInteractor()
        var isActiveInHooks: [Bool] = []
        interactor.didBecomeActiveHandler = { [unowned interactor] in isActiveInHooks.append(interactor.isActive) }
        interactor.willResignActiveHandler = { [unowned interactor] in isActiveInHooks.append(interactor.isActive) }

        interactor.activate()
        interactor.deactivate()

        #expect(isActiveInHooks == [true, true])
    }

    @Test func isActiveStreamReplaysTheCurrentValue() {
        let interactor = RecordingInteractor()
        interactor.activate()

        let recorder = PublisherRecorder(interactor.isActiveStream)

        #expect(recorder.values == [true])
    }

    @Test func isActiveStreamEmitsEachChangeOnceWithoutDuplicates() {
        let interactor = RecordingInteractor()
        let recorder = PublisherRecorder(interactor.isActiveStream)

        interactor.activate()
        interactor.activate()
        interactor.deactivate()
        interactor.deactivate()
        interactor.activate()

        #expect(recorder.values == [false, true, false, true])
        #expect(!recorder.isFinished)
    }

    @Test func isActiveStreamCompletesWhenTheInteractorIsDeallocated() throws {
        var interactor: RecordingInteractor? = RecordingInteractor()
        let recorder = PublisherRecorder(try #require(interactor).isActiveStream)

        interactor = nil

        #expect(recorder.values == [false])
        #expect(recorder.isFinished)
    }

    @Test func deallocatingAnActiveInteractorDeactivatesItFirst() throws {
        let log = EventLog()
        var interactor: RecordingInteractor? = RecordingInteractor(name: "i", log: log)
        interactor?.activate()
        let recorder = PublisherRecorder(try #require(interactor).isActiveStream)

        interactor = nil

        #expect(log.entries == ["i.didBecomeActive", "i.willResignActive"])
        #expect(recorder.values == [true, false])
        #expect(recorder.isFinished)
    }
}
