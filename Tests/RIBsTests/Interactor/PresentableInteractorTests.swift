import RIBs
import RIBsTesting
import Testing

@MainActor
struct PresentableInteractorTests {

    @Test func keepsItsPresenter() {
        let tracker = DeallocationTracker()
        var interactor: PresentableInteractor<ViewControllableMock>?
        do {
            let presenter = tracker.track(ViewControllableMock())
            interactor = PresentableInteractor(presenter: presenter)
            #expect(interactor?.presenter === presenter)
        }

        #expect(tracker.aliveObjects == ["ViewControllableMock"])

        interactor = nil

        #expect(tracker.aliveObjects == [])
    }

    @Test func isAnInteractor() {
        let interactor = PresentableInteractor(presenter: ViewControllableMock())

        interactor.activate()

        #expect(interactor.isActive)
    }
}
