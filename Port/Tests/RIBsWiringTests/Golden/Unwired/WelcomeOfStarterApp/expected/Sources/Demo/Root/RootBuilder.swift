import RIBs

/// What the Root RIB needs from the app's component, the root of the DI tree.
@MainActor
protocol RootDependency: Dependency {
    // Declare here what the app gives this RIB, such as services created once at launch.
}

/// The Root RIB's scope: the objects it creates for itself and for its children.
final class RootComponent: Component<any RootDependency> {}

// MARK: - Builder

/// Builds the Root RIB.
@MainActor
protocol RootBuildable: Buildable {
    func build() -> any LaunchRouting
}

/// Builds the Root RIB: its component, view controller, interactor and router, and the
/// builders of its children, which get the component as their dependency.
final class RootBuilder: Builder<any RootDependency>, RootBuildable {

    override init(dependency: any RootDependency) {
        super.init(dependency: dependency)
    }

    func build() -> any LaunchRouting {
        _ = RootComponent(dependency: dependency)
        let viewController = RootViewController()
        let interactor = RootInteractor(presenter: viewController)
        return RootRouter(interactor: interactor, viewController: viewController)
    }
}
