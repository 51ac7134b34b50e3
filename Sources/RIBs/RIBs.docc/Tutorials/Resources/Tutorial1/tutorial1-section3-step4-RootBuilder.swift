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

/// Builds the Root RIB with the builder of its LoggedOut child.
final class RootBuilder: Builder<RootDependency>, RootBuildable {

    override init(dependency: RootDependency) {
        super.init(dependency: dependency)
    }

    func build() -> LaunchRouting {
        let viewController = RootViewController()
        let component = RootComponent(dependency: dependency)
        let interactor = RootInteractor(presenter: viewController)

        let loggedOutBuilder = LoggedOutBuilder(dependency: component)
        return RootRouter(interactor: interactor,
                          viewController: viewController,
                          loggedOutBuilder: loggedOutBuilder)
    }
}
