import RIBs

/// What the Root router needs of its interactor.
@MainActor
protocol RootInteractable: Interactable {
    var router: RootRouting? { get set }
    var listener: RootListener? { get set }
}

/// What the Root router needs of its view: to show its children's views.
@MainActor
protocol RootViewControllable: ViewControllable {
    func present(viewController: ViewControllable)
}

/// The Root router: launched into the window, it attaches Root's children.
final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {

    override init(interactor: RootInteractable, viewController: RootViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
