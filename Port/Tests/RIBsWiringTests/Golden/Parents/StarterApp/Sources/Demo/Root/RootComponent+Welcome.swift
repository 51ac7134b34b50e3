import RIBs

/// What the Root scope provides to its Welcome child: nothing so far.
extension RootComponent: WelcomeDependency {}
