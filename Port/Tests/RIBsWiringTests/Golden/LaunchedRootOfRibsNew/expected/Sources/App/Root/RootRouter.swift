import RIBs

/// What the Root router needs of its interactor.
@MainActor
protocol RootInteractable: Interactable, LoggedInListener {
    var router: (any RootRouting)? { get set }

    // TODO: Add the `...Listener` protocols of this RIB's children to the protocols this one
    // refines, so that the interactor hears from them.
}

/// What the Root router needs of its view.
@MainActor
protocol RootViewControllable: ViewControllable, LoggedInViewControllable {
    // TODO: Declare what the router needs to show its children's views, such as
    // `present(viewController:)` and `dismiss(viewController:)`.

    func present(viewController: any ViewControllable)
    func dismiss(viewController: any ViewControllable)
}

/// Launches the Root RIB into the window, then attaches and detaches its children.
final class RootRouter: LaunchRouter<any RootInteractable, any RootViewControllable>, RootRouting {

    // TODO: Take the builders of child RIBs, as `any <Child>Buildable`, as further parameters.
    init(interactor: any RootInteractable, viewController: any RootViewControllable, loggedInBuilder: any LoggedInBuildable) {
        self.loggedInBuilder = loggedInBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    // MARK: - RootRouting

    func routeToLoggedIn() {
        guard loggedIn == nil else {
            return
        }
        let loggedIn = loggedInBuilder.build(withListener: interactor)
        self.loggedIn = loggedIn
        attachChild(loggedIn)
    }

    func routeAwayFromLoggedIn() {
        guard let loggedIn else {
            return
        }
        detachChild(loggedIn)
        self.loggedIn = nil
    }

    // MARK: - Private

    private let loggedInBuilder: any LoggedInBuildable
    private var loggedIn: (any LoggedInRouting)?
}
