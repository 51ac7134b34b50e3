/// Whether a RIB owns a view controller.
public enum RIBKind: Sendable, Equatable {

    /// The RIB owns a view controller, which its parent presents: `OffGame` in the tutorial.
    case withView

    /// The RIB has no view; it shows its children's views in a view controller an ancestor
    /// lends it, and removes them when it is detached: `LoggedIn` in the tutorial.
    case viewless

    /// The RIB at the root of the tree: it has a view and is launched into the window rather
    /// than attached, so it has no parent to listen to it: `Root` in the tutorial, on
    /// `LaunchRouter`.
    case launch

    /// Whether a parent attaches the RIB and listens to it: every kind but the launched root.
    var hasListener: Bool {
        self != .launch
    }
}
