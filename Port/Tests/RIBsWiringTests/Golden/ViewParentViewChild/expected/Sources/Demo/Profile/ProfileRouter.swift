import RIBs

/// What the Profile router needs of its interactor.
@MainActor
protocol ProfileInteractable: Interactable, ThemeListener {
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

    func present(viewController: any ViewControllable)
    func dismiss(viewController: any ViewControllable)
}

/// Attaches and detaches the Profile RIB's children.
final class ProfileRouter: ViewableRouter<any ProfileInteractable, any ProfileViewControllable>, ProfileRouting {

    // TODO: Take the builders of child RIBs, as `any <Child>Buildable`, as further parameters.
    init(interactor: any ProfileInteractable, viewController: any ProfileViewControllable, themeBuilder: any ThemeBuildable) {
        self.themeBuilder = themeBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    // MARK: - ProfileRouting

    func routeToTheme() {
        guard theme == nil else {
            return
        }
        let theme = themeBuilder.build(withListener: interactor)
        self.theme = theme
        attachChild(theme)
        viewController.present(viewController: theme.viewControllable)
    }

    func routeAwayFromTheme() {
        guard let theme else {
            return
        }
        detachChild(theme)
        viewController.dismiss(viewController: theme.viewControllable)
        self.theme = nil
    }

    // MARK: - Private

    private let themeBuilder: any ThemeBuildable
    private var theme: (any ThemeRouting)?
}
