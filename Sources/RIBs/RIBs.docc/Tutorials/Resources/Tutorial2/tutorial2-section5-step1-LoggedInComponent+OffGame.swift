import RIBs

/// The dependencies of OffGame that the LoggedIn scope provides: none so far.
extension LoggedInComponent: OffGameDependency {}
