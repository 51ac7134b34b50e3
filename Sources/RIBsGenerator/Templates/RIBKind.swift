/// Whether a RIB owns a view controller.
public enum RIBKind: Sendable, Equatable {

    /// The RIB owns a view controller, which its parent presents: `OffGame` in the tutorial.
    case withView

    /// The RIB has no view; it shows its children's views in a view controller an ancestor
    /// lends it, and removes them when it is detached: `LoggedIn` in the tutorial.
    case viewless
}
