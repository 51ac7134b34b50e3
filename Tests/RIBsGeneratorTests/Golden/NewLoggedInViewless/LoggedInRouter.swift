import RIBs

/// What the LoggedIn router needs of its interactor.
@MainActor
protocol LoggedInInteractable: Interactable {
    var router: (any LoggedInRouting)? { get set }
    var listener: (any LoggedInListener)? { get set }

    // TODO: Add the `...Listener` protocols of this RIB's children to the protocols this one
    // refines, so that the interactor hears from them.
}

/// What the LoggedIn router needs of the view controller it borrows: LoggedIn has no view of its
/// own, so its children's views are shown in an ancestor's.
@MainActor
protocol LoggedInViewControllable: ViewControllable {
    func present(viewController: any ViewControllable)
    func dismiss(viewController: any ViewControllable)
}

/// Attaches and detaches the LoggedIn RIB's children, showing their views in the borrowed
/// view controller.
final class LoggedInRouter: Router<any LoggedInInteractable>, LoggedInRouting {

    // TODO: Take the builders of child RIBs, as `any <Child>Buildable`, as further parameters.
    init(interactor: any LoggedInInteractable, viewController: any LoggedInViewControllable) {
        self.viewController = viewController
        super.init(interactor: interactor)
        interactor.router = self
    }

    // MARK: - LoggedInRouting

    func cleanupViews() {
        // TODO: Dismiss every view this router presented through `viewController`, such as
        // the current child's `viewControllable`: the ancestor that lent the view controller
        // cannot tell which views are LoggedIn's.
    }

    // MARK: - Private

    private let viewController: any LoggedInViewControllable
}
