import RIBs

/// What the Profile router needs of its interactor.
@MainActor
protocol ProfileInteractable: Interactable {
    var router: (any ProfileRouting)? { get set }
    var listener: (any ProfileListener)? { get set }

    // TODO: Add the `...Listener` protocols of this RIB's children to the protocols this one
    // refines, so that the interactor hears from them.
}

/// What the Profile router needs of its view.
@MainActor
protocol ProfileViewControllable: ViewControllable {
    // TODO: Declare what the router needs to show its children's views, such as
    // `present(viewController:)` and `dismiss(viewController:)`.
}

/// Attaches and detaches the Profile RIB's children.
final class ProfileRouter: ViewableRouter<any ProfileInteractable, any ProfileViewControllable>, ProfileRouting {

    // TODO: Take the builders of child RIBs, as `any <Child>Buildable`, as further parameters.
    override init(interactor: any ProfileInteractable, viewController: any ProfileViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
