import RIBs

/// What the OffGame interactor asks of its router.
@MainActor
protocol OffGameRouting: ViewableRouting {
    // TODO: Declare the routes the interactor takes, such as `routeToChild()`.
}

/// What the OffGame interactor asks of its view.
@MainActor
protocol OffGamePresentable: Presentable {
    var listener: (any OffGamePresentableListener)? { get set }

    // TODO: Declare what the interactor asks the view to show.
}
/// What the OffGame RIB tells its parent.
@MainActor
protocol OffGameListener: AnyObject {
    // TODO: Declare the events the parent's interactor handles, such as `offGameDidFinish()`.
}

/// The OffGame RIB's business logic.
final class OffGameInteractor: PresentableInteractor<any OffGamePresentable>, OffGameInteractable, OffGamePresentableListener {

    weak var router: (any OffGameRouting)?
    weak var listener: (any OffGameListener)?

    // TODO: Take the objects the business logic uses, such as services and streams from the
    // component, as further parameters.
    override init(presenter: any OffGamePresentable) {
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
