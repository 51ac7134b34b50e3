import RIBs

/// What the Welcome router needs of its interactor.
@MainActor
protocol WelcomeInteractable: Interactable, ProfileListener {
    var router: (any WelcomeRouting)? { get set }
    var listener: (any WelcomeListener)? { get set }
}

/// What the Welcome router needs of its view: nothing yet, as Welcome has no children.
@MainActor
protocol WelcomeViewControllable: ViewControllable {
    func present(viewController: any ViewControllable)
    func dismiss(viewController: any ViewControllable)
}

/// Attaches and detaches the Welcome RIB's children: none yet.
final class WelcomeRouter: ViewableRouter<any WelcomeInteractable, any WelcomeViewControllable>, WelcomeRouting {

    init(interactor: any WelcomeInteractable, viewController: any WelcomeViewControllable, profileBuilder: any ProfileBuildable) {
        self.profileBuilder = profileBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    // MARK: - WelcomeRouting

    func routeToProfile() {
        guard profile == nil else {
            return
        }
        let profile = profileBuilder.build(withListener: interactor)
        self.profile = profile
        attachChild(profile)
        viewController.present(viewController: profile.viewControllable)
    }

    func routeAwayFromProfile() {
        guard let profile else {
            return
        }
        detachChild(profile)
        viewController.dismiss(viewController: profile.viewControllable)
        self.profile = nil
    }

    // MARK: - Private

    private let profileBuilder: any ProfileBuildable
    private var profile: (any ProfileRouting)?
}
