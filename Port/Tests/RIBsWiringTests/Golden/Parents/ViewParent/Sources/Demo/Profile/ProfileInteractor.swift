import RIBs

/// What the Profile interactor asks of its router.
@MainActor
protocol ProfileRouting: ViewableRouting {
    // TODO: Declare the routes the interactor takes, such as `routeToChild()`.
}

/// What the Profile interactor asks of its view.
@MainActor
protocol ProfilePresentable: Presentable {
    var listener: (any ProfilePresentableListener)? { get set }

    // TODO: Declare what the interactor asks the view to show.
}
/// What the Profile RIB tells its parent.
@MainActor
protocol ProfileListener: AnyObject {
    /// Tells the parent that Profile is done, which detaches it until the parent decides
    /// otherwise: call `listener?.profileDidFinish()` when it is.
    func profileDidFinish()

    // TODO: Declare the other events the parent's interactor handles.
}

/// The Profile RIB's business logic.
final class ProfileInteractor: PresentableInteractor<any ProfilePresentable>, ProfileInteractable, ProfilePresentableListener {

    weak var router: (any ProfileRouting)?
    weak var listener: (any ProfileListener)?

    // TODO: Take the objects the business logic uses, such as services and streams from the
    // component, as further parameters.
    override init(presenter: any ProfilePresentable) {
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
