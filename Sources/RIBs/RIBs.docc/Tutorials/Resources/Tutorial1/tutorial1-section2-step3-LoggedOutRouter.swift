import RIBs

/// What the LoggedOut router needs of its interactor.
@MainActor
protocol LoggedOutInteractable: Interactable {
    var router: LoggedOutRouting? { get set }
    var listener: LoggedOutListener? { get set }
}

/// What the LoggedOut router needs of its view: nothing, LoggedOut has no children.
@MainActor
protocol LoggedOutViewControllable: ViewControllable {}

/// The LoggedOut router; the login form has no children to route to.
final class LoggedOutRouter: ViewableRouter<LoggedOutInteractable, LoggedOutViewControllable>, LoggedOutRouting {

    override init(interactor: LoggedOutInteractable, viewController: LoggedOutViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
