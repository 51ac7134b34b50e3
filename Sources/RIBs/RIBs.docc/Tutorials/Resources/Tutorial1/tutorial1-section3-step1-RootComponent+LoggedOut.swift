import RIBs

/// The dependencies of LoggedOut that the Root scope provides: none so far.
extension RootComponent: LoggedOutDependency {}
