import RIBs

/// What the Profile router needs of its interactor.
@MainActor
protocol ProfileInteractable: Interactable, SettingsListener {
    var router: (any ProfileRouting)? { get set }
    var listener: (any ProfileListener)? { get set }

    // TODO: Add the `...Listener` protocols of this RIB's children to the protocols this one
    // refines, so that the interactor hears from them.
}

/// What the Profile router needs of its view.
@MainActor
protocol ProfileViewControllable: ViewControllable, SettingsViewControllable {
    // TODO: Declare what the router needs to show its children's views, such as
    // `present(viewController:)` and `dismiss(viewController:)`.

    func present(viewController: any ViewControllable)
    func dismiss(viewController: any ViewControllable)
}

/// Attaches and detaches the Profile RIB's children.
final class ProfileRouter: ViewableRouter<any ProfileInteractable, any ProfileViewControllable>, ProfileRouting {

    // TODO: Take the builders of child RIBs, as `any <Child>Buildable`, as further parameters.
    init(interactor: any ProfileInteractable, viewController: any ProfileViewControllable, settingsBuilder: any SettingsBuildable) {
        self.settingsBuilder = settingsBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    // MARK: - ProfileRouting

    func routeToSettings() {
        guard settings == nil else {
            return
        }
        let settings = settingsBuilder.build(withListener: interactor)
        self.settings = settings
        attachChild(settings)
    }

    func routeAwayFromSettings() {
        guard let settings else {
            return
        }
        detachChild(settings)
        self.settings = nil
    }

    // MARK: - Private

    private let settingsBuilder: any SettingsBuildable
    private var settings: (any SettingsRouting)?
}
