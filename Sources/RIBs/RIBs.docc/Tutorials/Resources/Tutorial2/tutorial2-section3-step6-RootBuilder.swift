import RIBs

/// What the Root RIB needs from outside the tree: nothing, it is the root.
@MainActor
protocol RootDependency: Dependency {}

/// The Root scope: owns the root view controller, which viewless children present through.
final class RootComponent: Component<RootDependency> {

    /// The root view controller, shared with LoggedIn as its `LoggedInViewControllable`.
    let rootViewController: RootViewController

    init(dependency: RootDependency, rootViewController: RootViewController) {
        self.rootViewController = rootViewController
        super.init(dependency: dependency)
    }
}

// MARK: - Builder

/// Builds the Root RIB.
@MainActor
protocol RootBuildable: Buildable {
    func build() -> LaunchRouting
}

/// Builds the Root RIB with its LoggedOut and LoggedIn builders.
final class RootBuilder: Builder<RootDependency>, RootBuildable {

    override init(dependency: RootDependency) {
        super.init(dependency: dependency)
    }

    func build() -> LaunchRouting {
        let viewController = RootViewController()
        let component = RootComponent(dependency: dependency, rootViewController: viewController)
        let interactor = RootInteractor(presenter: viewController)

        let loggedOutBuilder = LoggedOutBuilder(dependency: component)
        let loggedInBuilder = LoggedInBuilder(dependency: component)
        return RootRouter(interactor: interactor,
                          viewController: viewController,
                          loggedOutBuilder: loggedOutBuilder,
                          loggedInBuilder: loggedInBuilder)
    }
}
