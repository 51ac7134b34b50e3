import RIBs

/// What the OffGame router needs of its interactor.
@MainActor
protocol OffGameInteractable: Interactable {
    var router: (any OffGameRouting)? { get set }
    var listener: (any OffGameListener)? { get set }

    // TODO: Add the `...Listener` protocols of this RIB's children to the protocols this one
    // refines, so that the interactor hears from them.
}

/// What the OffGame router needs of its view.
@MainActor
protocol OffGameViewControllable: ViewControllable {
    // TODO: Declare what the router needs to show its children's views, such as
    // `present(viewController:)` and `dismiss(viewController:)`.
}

/// Attaches and detaches the OffGame RIB's children.
final class OffGameRouter: ViewableRouter<any OffGameInteractable, any OffGameViewControllable>, OffGameRouting {

    // TODO: Take the builders of child RIBs, as `any <Child>Buildable`, as further parameters.
    override init(interactor: any OffGameInteractable, viewController: any OffGameViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
