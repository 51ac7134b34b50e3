import RIBs

/// What the Root RIB needs from the app's component, the root of the DI tree.
@MainActor
protocol RootDependency: Dependency {
    // TODO: Declare what the app gives this RIB, such as services created once at launch. The
    // app's component, a `Component<EmptyDependency>`, conforms to RootDependency.
}

/// The Root RIB's scope: the objects it creates for itself and for its children.
final class RootComponent: Component<any RootDependency> {

    // TODO: Declare the objects this RIB creates, wrapping those that must exist once per
    // scope in `shared { ... }`. Make them `fileprivate` unless a child's dependency needs them.

    /// The view controller Root's viewless children show their children's views in: Root's own.
    let rootViewController: any RootViewControllable

    init(dependency: any RootDependency, rootViewController: any RootViewControllable) {
        self.rootViewController = rootViewController
        super.init(dependency: dependency)
    }
}

// MARK: - Builder

/// Builds the Root RIB.
@MainActor
protocol RootBuildable: Buildable {
    func build() -> any LaunchRouting
}

/// Builds the Root RIB: its component, view controller, interactor and router.
final class RootBuilder: Builder<any RootDependency>, RootBuildable {

    override init(dependency: any RootDependency) {
        super.init(dependency: dependency)
    }

    func build() -> any LaunchRouting {
        let viewController = RootViewController()
        let component = RootComponent(dependency: dependency, rootViewController: viewController)
        let interactor = RootInteractor(presenter: viewController)
        let loggedInBuilder = LoggedInBuilder(dependency: component)
        return RootRouter(interactor: interactor, viewController: viewController, loggedInBuilder: loggedInBuilder)
    }
}
