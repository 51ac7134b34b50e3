import RIBs

/// What the LoggedIn scope provides to its OffGame child.
extension LoggedInComponent: OffGameDependency {
    // TODO: Implement what `OffGameDependency` declares, from this component's objects or
    // from its own `dependency`.
}
