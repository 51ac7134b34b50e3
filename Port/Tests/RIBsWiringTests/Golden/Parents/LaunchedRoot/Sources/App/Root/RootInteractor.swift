import RIBs

/// What the Root interactor asks of its router.
@MainActor
protocol RootRouting: ViewableRouting {
    // TODO: Declare the routes the interactor takes, such as `routeToChild()`.
}

/// What the Root interactor asks of its view.
@MainActor
protocol RootPresentable: Presentable {
    var listener: (any RootPresentableListener)? { get set }

    // TODO: Declare what the interactor asks the view to show.
}

/// The Root RIB's business logic.
final class RootInteractor: PresentableInteractor<any RootPresentable>, RootInteractable, RootPresentableListener {

    weak var router: (any RootRouting)?

    // TODO: Take the objects the business logic uses, such as services and streams from the
    // component, as further parameters.
    override init(presenter: any RootPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        // TODO: Start the business logic; end subscriptions with this active period by
        // `.cancelOnDeactivate(interactor: self)`.
    }

    override func willResignActive() {
        super.willResignActive()
        // TODO: Pause the business logic.
    }
}
