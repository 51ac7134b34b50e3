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
        let component = RootComponent(dependency: dependency)
        // TODO: Pass the component's objects to the view controller and the interactor, and
        // the component itself to child builders as their dependency; then delete `_ = component`.
        _ = component
        let viewController = RootViewController()
        let interactor = RootInteractor(presenter: viewController)
        return RootRouter(interactor: interactor, viewController: viewController)
    }
}
