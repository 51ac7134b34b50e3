import RIBs

/// A `LaunchWindow` for tests: records what a `LaunchRouter` does to it.
@MainActor
open class LaunchWindowMock: LaunchWindow {

    /// The view controller the window was given.
    public var rootViewController: (any ViewControllable)?

    /// Whether ``makeKeyAndVisible()`` was called.
    public private(set) var isKeyAndVisible = false

    /// Called by ``makeKeyAndVisible()``.
    public var makeKeyAndVisibleHandler: (() -> Void)?

    /// How many times ``makeKeyAndVisible()`` was called.
    public private(set) var makeKeyAndVisibleCallCount = 0

    /// Creates a window mock with no root view controller.
    public init() {}

    /// Counts the call, records that the window is key and visible, then calls
    /// ``makeKeyAndVisibleHandler``.
    public func makeKeyAndVisible() {
        makeKeyAndVisibleCallCount += 1
        isKeyAndVisible = true
        makeKeyAndVisibleHandler?()
    }
}
