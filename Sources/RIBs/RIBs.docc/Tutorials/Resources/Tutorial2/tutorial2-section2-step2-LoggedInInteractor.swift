import RIBs

/// What the LoggedIn interactor asks of its router.
@MainActor
protocol LoggedInRouting: Routing {
    func cleanupViews()
}

/// What LoggedIn tells its parent: nothing so far.
@MainActor
protocol LoggedInListener: AnyObject {}

/// The logic of a logged-in session.
final class LoggedInInteractor: Interactor, LoggedInInteractable {

    weak var router: LoggedInRouting?
    weak var listener: LoggedInListener?

    override func willResignActive() {
        super.willResignActive()
        // LoggedIn is viewless: its children's views live in the parent's view, so remove them.
        router?.cleanupViews()
    }
}
