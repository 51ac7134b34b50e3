import RIBs

/// What the Welcome RIB needs from its parent's scope: nothing so far. The Root component
/// provides it in `RootComponent+Welcome.swift`.
@MainActor
protocol WelcomeDependency: Dependency {}

/// The Welcome RIB's scope: the objects it creates for itself and for its children.
final class WelcomeComponent: Component<any WelcomeDependency> {}

// MARK: - Builder

/// Builds the Welcome RIB.
@MainActor
protocol WelcomeBuildable: Buildable {
    func build(withListener listener: any WelcomeListener) -> any ViewableRouting
}

/// Builds the Welcome RIB: its component, view controller, interactor and router.
final class WelcomeBuilder: Builder<any WelcomeDependency>, WelcomeBuildable {

    override init(dependency: any WelcomeDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: any WelcomeListener) -> any ViewableRouting {
        _ = WelcomeComponent(dependency: dependency)
        let viewController = WelcomeViewController()
        let interactor = WelcomeInteractor(presenter: viewController)
        interactor.listener = listener
        return WelcomeRouter(interactor: interactor, viewController: viewController)
    }
}
