import RIBs

/// What the OffGame router needs of its interactor.
@MainActor
protocol OffGameInteractable: Interactable {
    var router: OffGameRouting? { get set }
    var listener: OffGameListener? { get set }
}

/// What the OffGame router needs of its view: nothing, OffGame has no children.
@MainActor
protocol OffGameViewControllable: ViewControllable {}

/// The OffGame router; the start screen has no children to route to.
final class OffGameRouter: ViewableRouter<OffGameInteractable, OffGameViewControllable>, OffGameRouting {

    override init(interactor: OffGameInteractable, viewController: OffGameViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
