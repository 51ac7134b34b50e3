/// Whether a RIB owns a view controller, as its router's base class tells.
public enum RIBShape: String, Sendable, Codable {

    /// A `ViewableRouter`: the RIB owns a view controller.
    case withView

    /// A `Router` that borrows an ancestor's view controller.
    case viewless

    /// A `LaunchRouter`: the root, with a view, launched into the window.
    case launch

    /// Whether the RIB has a view controller of its own.
    var ownsView: Bool {
        self != .viewless
    }
}

/// The child being wired in: its names and whether it has a view.
struct ChildRIB {

    let names: RIBNames
    let viewless: Bool
}

/// The parent being wired: its names and shape.
struct ParentRIB {

    let names: RIBNames
    let shape: RIBShape
}
