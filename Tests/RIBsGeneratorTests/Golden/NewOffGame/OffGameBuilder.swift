import RIBs

/// What the OffGame RIB needs from its parent's scope.
@MainActor
protocol OffGameDependency: Dependency {
    // TODO: Declare what this RIB needs but does not create, such as services or streams
    // owned by an ancestor. The parent's component provides them in its
    // `<Parent>Component+OffGame.swift` extension (`ribs extension <Parent> OffGame`).
}

/// The OffGame RIB's scope: the objects it creates for itself and for its children.
final class OffGameComponent: Component<any OffGameDependency> {

    // TODO: Declare the objects this RIB creates, wrapping those that must exist once per
    // scope in `shared { ... }`. Make them `fileprivate` unless a child's dependency needs them.
}

// MARK: - Builder

/// Builds the OffGame RIB.
@MainActor
protocol OffGameBuildable: Buildable {
    func build(withListener listener: any OffGameListener) -> any OffGameRouting
}

/// Builds the OffGame RIB: its component, view controller, interactor and router.
final class OffGameBuilder: Builder<any OffGameDependency>, OffGameBuildable {

    override init(dependency: any OffGameDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: any OffGameListener) -> any OffGameRouting {
        let component = OffGameComponent(dependency: dependency)
        // TODO: Pass the component's objects to the view controller and the interactor, and
        // the component itself to child builders as their dependency; then delete `_ = component`.
        _ = component
        let viewController = OffGameViewController()
        let interactor = OffGameInteractor(presenter: viewController)
        interactor.listener = listener
        return OffGameRouter(interactor: interactor, viewController: viewController)
    }
}
