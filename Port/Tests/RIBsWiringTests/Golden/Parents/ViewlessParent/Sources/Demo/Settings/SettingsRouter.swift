import RIBs

/// What the Settings router needs of its interactor.
@MainActor
protocol SettingsInteractable: Interactable {
    var router: (any SettingsRouting)? { get set }
    var listener: (any SettingsListener)? { get set }

    // TODO: Add the `...Listener` protocols of this RIB's children to the protocols this one
    // refines, so that the interactor hears from them.
}

/// What the Settings router needs of the view controller it borrows: Settings has no view of its
/// own, so its children's views are shown in an ancestor's.
@MainActor
protocol SettingsViewControllable: ViewControllable {
    func present(viewController: any ViewControllable)
    func dismiss(viewController: any ViewControllable)
}

/// Attaches and detaches the Settings RIB's children, showing their views in the borrowed
/// view controller.
final class SettingsRouter: Router<any SettingsInteractable>, SettingsRouting {

    // TODO: Take the builders of child RIBs, as `any <Child>Buildable`, as further parameters.
    init(interactor: any SettingsInteractable, viewController: any SettingsViewControllable) {
        self.viewController = viewController
        super.init(interactor: interactor)
        interactor.router = self
    }

    // MARK: - SettingsRouting

    func cleanupViews() {
        // TODO: Dismiss every view this router presented through `viewController`, such as
        // the current child's `viewControllable`: the ancestor that lent the view controller
        // cannot tell which views are Settings's.
    }

    // MARK: - Private

    private let viewController: any SettingsViewControllable
}
