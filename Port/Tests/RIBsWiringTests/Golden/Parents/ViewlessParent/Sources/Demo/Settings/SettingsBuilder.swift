import RIBs

/// What the Settings RIB needs from its parent's scope.
@MainActor
protocol SettingsDependency: Dependency {
    /// The view controller Settings shows its children's views in: having no view of its
    /// own, Settings borrows one from an ancestor.
    var settingsViewController: any SettingsViewControllable { get }

    // TODO: Declare what this RIB needs but does not create, such as services or streams
    // owned by an ancestor. The parent's component provides them in its
    // `<Parent>Component+Settings.swift` extension (`ribs extension <Parent> Settings`).
}

/// The Settings RIB's scope: the objects it creates for itself and for its children.
final class SettingsComponent: Component<any SettingsDependency> {

    fileprivate var settingsViewController: any SettingsViewControllable {
        dependency.settingsViewController
    }

    // TODO: Declare the objects this RIB creates, wrapping those that must exist once per
    // scope in `shared { ... }`. Make them `fileprivate` unless a child's dependency needs them.
}

// MARK: - Builder

/// Builds the Settings RIB.
@MainActor
protocol SettingsBuildable: Buildable {
    func build(withListener listener: any SettingsListener) -> any SettingsRouting
}

/// Builds the Settings RIB: its component, interactor and router, without a view.
final class SettingsBuilder: Builder<any SettingsDependency>, SettingsBuildable {

    override init(dependency: any SettingsDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: any SettingsListener) -> any SettingsRouting {
        let component = SettingsComponent(dependency: dependency)
        // TODO: Pass the component's objects to the interactor, and the component itself to
        // child builders as their dependency.
        let interactor = SettingsInteractor()
        interactor.listener = listener
        return SettingsRouter(interactor: interactor, viewController: component.settingsViewController)
    }
}
