import RIBs

/// A `ViewControllable` for tests: a plain view controller that is on screen when told so.
///
/// Subclass it to conform to a RIB's own `...ViewControllable` protocol.
@MainActor
open class ViewControllableMock: ViewControllable {

    /// Whether the mock claims to be on screen; set it to test disappearance expectations.
    public var isOnScreen = false

    /// Creates a view controller mock, off screen.
    public init() {}
}
