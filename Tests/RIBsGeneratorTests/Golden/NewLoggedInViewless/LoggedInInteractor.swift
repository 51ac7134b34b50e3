import RIBs

/// What the LoggedIn interactor asks of its router.
@MainActor
protocol LoggedInRouting: Routing {
    /// Removes the views this RIB's children showed in the view controller it borrows.
    func cleanupViews()

    // TODO: Declare the routes the interactor takes, such as `routeToChild()`.
}

/// What the LoggedIn RIB tells its parent.
@MainActor
protocol LoggedInListener: AnyObject {
    // TODO: Declare the events the parent's interactor handles, such as `loggedInDidFinish()`.
}

/// The LoggedIn RIB's business logic.
final class LoggedInInteractor: Interactor, LoggedInInteractable {

    weak var router: (any LoggedInRouting)?
    weak var listener: (any LoggedInListener)?

    // TODO: Take the objects the business logic uses, such as services and streams from the
    // component, as further parameters.
    override init() {
        super.init()
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        // TODO: Start the business logic; end subscriptions with this active period by
        // `.cancelOnDeactivate(interactor: self)`.
    }

    override func willResignActive() {
        super.willResignActive()
        // LoggedIn has no view: the views its children showed in an ancestor's view
        // controller must leave with it.
        router?.cleanupViews()
        // TODO: Pause the business logic.
    }
}
