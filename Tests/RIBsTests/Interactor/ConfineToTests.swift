import RIBs
import RIBsTesting
import Testing

@MainActor
struct ConfineToTests {

    @Test func valuesPassOnlyWhileTheScopeIsActive() {
        let interactor = RecordingInteractor()
        let subject = PassthroughSubject<Int, Never>()
        let recorder = PublisherRecorder(subject.confineTo(interactor))

        subject.send(1)
        interactor.activate()
        subject.send(2)
        interactor.deactivate()
        subject.send(3)
        interactor.activate()
        subject.send(4)

        #expect(recorder.values == [2, 4])
    }

    @Test func aReplayingPublisherDeliversItsCurrentValueOnEachActivation() {
        let interactor = RecordingInteractor()
        let subject = CurrentValueSubject<Int, Never>(1)
        let recorder = PublisherRecorder(subject.confineTo(interactor))

        interactor.activate()
        interactor.deactivate()
        subject.send(2)
        interactor.activate()

        #expect(recorder.values == [1, 2])
    }

    @Test func worksWithAnInteractableMock() {
        let interactable = InteractableMock()
        let subject = PassthroughSubject<Int, Never>()
        let recorder = PublisherRecorder(subject.confineTo(interactable))

        subject.send(1)
        interactable.isActive = true
        subject.send(2)

        #expect(recorder.values == [2])
    }

    @Test func failuresPassThrough() {
        struct Failure: Error, Equatable {}
        let interactor = RecordingInteractor()
        let subject = PassthroughSubject<Int, Failure>()
        let recorder = PublisherRecorder(subject.confineTo(interactor))
        interactor.activate()

        subject.send(completion: .failure(Failure()))

        #expect(recorder.failure == Failure())
    }
}
