import RIBs

/// What the Welcome router needs of its interactor.
@MainActor
protocol WelcomeInteractable: Interactable {
    var router: (any WelcomeRouting)? { get set }
    var listener: (any WelcomeListener)? { get set }
}

/// What the Welcome router needs of its view: nothing yet, as Welcome has no children.
@MainActor
protocol WelcomeViewControllable: ViewControllable {}

/// Attaches and detaches the Welcome RIB's children: none yet.
final class WelcomeRouter: ViewableRouter<any WelcomeInteractable, any WelcomeViewControllable>, WelcomeRouting {

    override init(interactor: any WelcomeInteractable, viewController: any WelcomeViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
