import RIBs

/// What the Root router needs of its interactor: to listen to its child.
@MainActor
protocol RootInteractable: Interactable, WelcomeListener, HelpListener {
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

    // The user's own comment about the initializer, kept as it is.
    init(
        interactor: any RootInteractable,
        viewController: any RootViewControllable,
        welcomeBuilder: any WelcomeBuildable,
        helpBuilder: any HelpBuildable
    ) {
        self.welcomeBuilder = welcomeBuilder
        self.helpBuilder = helpBuilder
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

    func routeToHelp() {
        guard help == nil else {
            return
        }
        let help = helpBuilder.build(withListener: interactor)
        self.help = help
        attachChild(help)
        viewController.present(viewController: help.viewControllable)
    }

    func routeAwayFromHelp() {
        guard let help else {
            return
        }
        detachChild(help)
        viewController.dismiss(viewController: help.viewControllable)
        self.help = nil
    }

    /// A method of the user's own, which wiring leaves alone.
    func routeToWelcomeAndHelp() {
        routeToWelcome()
        routeToHelp()   // a trailing comment
    }

    // MARK: - Private

    private let welcomeBuilder: any WelcomeBuildable
    private var welcome: (any ViewableRouting)?

    private let helpBuilder: any HelpBuildable
    private var help: (any HelpRouting)?
}
