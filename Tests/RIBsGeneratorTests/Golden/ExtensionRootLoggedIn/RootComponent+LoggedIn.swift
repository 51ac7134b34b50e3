import RIBs

/// What the Root scope provides to its LoggedIn child.
extension RootComponent: LoggedInDependency {
    // TODO: Implement what `LoggedInDependency` declares, from this component's objects or
    // from its own `dependency`. A viewless LoggedIn asks for `loggedInViewController`:
    // return the view controller it is to show its children's views in.
}
