import RIBs

/// What the LoggedIn RIB needs from its parent's scope.
@MainActor
protocol LoggedInDependency: Dependency {
    /// The view controller LoggedIn shows its children's views in: having no view of its
    /// own, LoggedIn borrows one from an ancestor.
    var loggedInViewController: any LoggedInViewControllable { get }

    // TODO: Declare what this RIB needs but does not create, such as services or streams
    // owned by an ancestor. The parent's component provides them in its
    // `<Parent>Component+LoggedIn.swift` extension (`ribs extension <Parent> LoggedIn`).
}

/// The LoggedIn RIB's scope: the objects it creates for itself and for its children.
final class LoggedInComponent: Component<any LoggedInDependency> {

    fileprivate var loggedInViewController: any LoggedInViewControllable {
        dependency.loggedInViewController
    }

    // TODO: Declare the objects this RIB creates, wrapping those that must exist once per
    // scope in `shared { ... }`. Make them `fileprivate` unless a child's dependency needs them.
}

// MARK: - Builder

/// Builds the LoggedIn RIB.
@MainActor
protocol LoggedInBuildable: Buildable {
    func build(withListener listener: any LoggedInListener) -> any LoggedInRouting
}

/// Builds the LoggedIn RIB: its component, interactor and router, without a view.
final class LoggedInBuilder: Builder<any LoggedInDependency>, LoggedInBuildable {

    override init(dependency: any LoggedInDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: any LoggedInListener) -> any LoggedInRouting {
        let component = LoggedInComponent(dependency: dependency)
        // TODO: Pass the component's objects to the interactor, and the component itself to
        // child builders as their dependency.
        let interactor = LoggedInInteractor()
        interactor.listener = listener
        return LoggedInRouter(interactor: interactor, viewController: component.loggedInViewController)
    }
}
