/// A view controller as RIBs sees it, without any UI toolkit.
///
/// A UI layer's view controllers conform to it; a RIB's `...ViewControllable` protocol refines
/// it with what the RIB's router needs (for example `present(viewController:)`).
@MainActor
public protocol ViewControllable: AnyObject {

    /// Whether this view controller's content is part of what a window currently shows.
    ///
    /// The ``LeakDetector`` expects a detached RIB's view controller to leave the screen. A UI
    /// layer that cannot tell keeps the default, `false`, which never reports such a leak.
    var isOnScreen: Bool { get }
}

extension ViewControllable {

    /// `false`: this view controller cannot tell whether it is on screen.
    public var isOnScreen: Bool {
        false
    }
}
