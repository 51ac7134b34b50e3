import RIBs

/// The dependencies of LoggedIn that the Root scope provides.
extension RootComponent: LoggedInDependency {

    /// LoggedIn has no view of its own; it presents its children through the root's.
    var loggedInViewController: LoggedInViewControllable {
        rootViewController
    }
}
