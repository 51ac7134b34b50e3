import RIBs

/// What the Root RIB needs from outside the tree: nothing, it is the root.
@MainActor
protocol RootDependency: Dependency {}

/// The Root scope: what the Root RIB creates for itself and for its children.
final class RootComponent: Component<RootDependency> {}

// MARK: - Builder

/// Builds the Root RIB.
@MainActor
protocol RootBuildable: Buildable {
    func build() -> LaunchRouting
}

/// Builds the Root RIB: its view controller, interactor and router.
final class RootBuilder: Builder<RootDependency>, RootBuildable {

    override init(dependency: RootDependency) {
        super.init(dependency: dependency)
    }

    func build() -> LaunchRouting {
        let viewController = RootViewController()
        let interactor = RootInteractor(presenter: viewController)
        return RootRouter(interactor: interactor, viewController: viewController)
    }
}
