import RIBs

/// What the Root router needs of its interactor: to listen to its child.
@MainActor
protocol RootInteractable: Interactable {
    var router: (any RootRouting)? { get set }
}

/// What the Root router needs of its view: to show and hide its child's view.
@MainActor
protocol RootViewControllable: ViewControllable {
    func present(viewController: any ViewControllable)
    func dismiss(viewController: any ViewControllable)
}

/// Launches the Root RIB into the window.
final class RootRouter: LaunchRouter<any RootInteractable, any RootViewControllable>, RootRouting {

    override init(interactor: any RootInteractable, viewController: any RootViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
