import RIBs

/// What the Root scope provides to its Help child.
extension RootComponent: HelpDependency {
    // TODO: Implement what `HelpDependency` declares, from this component's objects or
    // from its own `dependency`.
}
