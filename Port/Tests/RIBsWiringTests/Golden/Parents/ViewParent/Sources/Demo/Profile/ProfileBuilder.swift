import RIBs

/// What the Profile RIB needs from its parent's scope.
@MainActor
protocol ProfileDependency: Dependency {
    // TODO: Declare what this RIB needs but does not create, such as services or streams
    // owned by an ancestor. The parent's component provides them in its
    // `<Parent>Component+Profile.swift` extension (`ribs extension <Parent> Profile`).
}

/// The Profile RIB's scope: the objects it creates for itself and for its children.
final class ProfileComponent: Component<any ProfileDependency> {

    // TODO: Declare the objects this RIB creates, wrapping those that must exist once per
    // scope in `shared { ... }`. Make them `fileprivate` unless a child's dependency needs them.
}

// MARK: - Builder

/// Builds the Profile RIB.
@MainActor
protocol ProfileBuildable: Buildable {
    func build(withListener listener: any ProfileListener) -> any ProfileRouting
}

/// Builds the Profile RIB: its component, view controller, interactor and router.
final class ProfileBuilder: Builder<any ProfileDependency>, ProfileBuildable {

    override init(dependency: any ProfileDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: any ProfileListener) -> any ProfileRouting {
        let component = ProfileComponent(dependency: dependency)
        // TODO: Pass the component's objects to the view controller and the interactor, and
        // the component itself to child builders as their dependency; then delete `_ = component`.
        _ = component
        let viewController = ProfileViewController()
        let interactor = ProfileInteractor(presenter: viewController)
        interactor.listener = listener
        return ProfileRouter(interactor: interactor, viewController: viewController)
    }
}
