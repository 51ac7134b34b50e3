import RIBs

/// What the Root scope provides to its LoggedIn child.
extension RootComponent: LoggedInDependency {

    /// LoggedIn has no view of its own: it shows its children's views in this one.
    var loggedInViewController: any LoggedInViewControllable {
        // TODO: Return the view controller LoggedIn is to show its children's views in, usually
        // Root's own: keep it in this component, as tutorial 2's RootComponent keeps
        // `rootViewController`, and make its class conform with
        // `extension RootViewController: LoggedInViewControllable {}`.
    }

    // TODO: Implement the rest of what `LoggedInDependency` declares, from this component's
    // objects or from its own `dependency`.
}
