import RIBs

/// What the Root router needs of its interactor.
@MainActor
protocol RootInteractable: Interactable {
    var router: (any RootRouting)? { get set }

    // TODO: Add the `...Listener` protocols of this RIB's children to the protocols this one
    // refines, so that the interactor hears from them.
}

/// What the Root router needs of its view.
@MainActor
protocol RootViewControllable: ViewControllable {
    // TODO: Declare what the router needs to show its children's views, such as
    // `present(viewController:)` and `dismiss(viewController:)`.
}

/// Launches the Root RIB into the window, then attaches and detaches its children.
final class RootRouter: LaunchRouter<any RootInteractable, any RootViewControllable>, RootRouting {

    // TODO: Take the builders of child RIBs, as `any <Child>Buildable`, as further parameters.
    override init(interactor: any RootInteractable, viewController: any RootViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
