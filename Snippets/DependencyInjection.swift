// The DI tree: each RIB's component conforms to its children's dependency protocols, and
// `shared { }` makes one instance per component.
import RIBs

// snippet.hide
final class ScoreStore {
    var score = 0
}
// snippet.show

/// What LoggedIn needs from its parent: nothing beyond the root.
protocol LoggedInDependency: Dependency {}

/// What OffGame needs from LoggedIn.
protocol OffGameDependency: Dependency {
    var scoreStore: ScoreStore { get }
}

final class LoggedInComponent: Component<any LoggedInDependency> {

    /// One store for this scope, made on first use and kept while the component lives.
    var scoreStore: ScoreStore {
        shared { ScoreStore() }
    }
}

/// LoggedIn's component is its children's dependency: it lends OffGame the store.
extension LoggedInComponent: OffGameDependency {}

final class OffGameComponent: Component<any OffGameDependency> {

    var scoreStore: ScoreStore {
        dependency.scoreStore
    }
}

// snippet.hide
final class RootComponent: EmptyComponent, LoggedInDependency {}
// snippet.show
let loggedIn = LoggedInComponent(dependency: RootComponent())
let offGame = OffGameComponent(dependency: loggedIn)
precondition(offGame.scoreStore === loggedIn.scoreStore)   // the same instance
