import RIBs

/// What the LoggedIn router needs of its interactor.
@MainActor
protocol LoggedInInteractable: Interactable {
    var router: LoggedInRouting? { get set }
    var listener: LoggedInListener? { get set }
}

/// What the viewless LoggedIn RIB needs of the view it borrows from its parent.
@MainActor
protocol LoggedInViewControllable: ViewControllable {
    func present(viewController: ViewControllable)
    func dismiss(viewController: ViewControllable)
}

/// The LoggedIn router: it will switch between the start screen and the game.
final class LoggedInRouter: Router<LoggedInInteractable>, LoggedInRouting {

    init(interactor: LoggedInInteractable, viewController: LoggedInViewControllable) {
        self.viewController = viewController
        super.init(interactor: interactor)
        interactor.router = self
    }

    // MARK: - LoggedInRouting

    func cleanupViews() {
        // Nothing is presented yet: LoggedIn has no children.
    }

    // MARK: - Private

    private let viewController: LoggedInViewControllable
}
