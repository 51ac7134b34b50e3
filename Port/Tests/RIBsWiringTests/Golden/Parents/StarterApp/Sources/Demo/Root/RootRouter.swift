import RIBs

/// What the Root router needs of its interactor: to listen to its child.
@MainActor
protocol RootInteractable: Interactable, WelcomeListener {
    var router: (any RootRouting)? { get set }
}

/// What the Root router needs of its view: to show and hide its child's view.
@MainActor
protocol RootViewControllable: ViewControllable {
    func present(viewController: any ViewControllable)
    func dismiss(viewController: any ViewControllable)
}

/// Launches the Root RIB into the window, then attaches Welcome when it loads and detaches
/// it when it closes.
final class RootRouter: LaunchRouter<any RootInteractable, any RootViewControllable>, RootRouting {

    init(interactor: any RootInteractable, viewController: any RootViewControllable, welcomeBuilder: any WelcomeBuildable) {
        self.welcomeBuilder = welcomeBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        routeToWelcome()
    }

    // MARK: - RootRouting

    func routeToWelcome() {
        guard welcome == nil else {
            return
        }
        let welcome = welcomeBuilder.build(withListener: interactor)
        self.welcome = welcome
        attachChild(welcome)
        viewController.present(viewController: welcome.viewControllable)
    }

    func routeAwayFromWelcome() {
        guard let welcome else {
            return
        }
        detachChild(welcome)
        viewController.dismiss(viewController: welcome.viewControllable)
        self.welcome = nil
    }

    // MARK: - Private

    private let welcomeBuilder: any WelcomeBuildable
    private var welcome: (any ViewableRouting)?
}
