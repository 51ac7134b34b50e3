/// The window a UI layer offers to launch a RIB tree into; RIBs' stand-in for `UIWindow`.
@MainActor
public protocol LaunchWindow: AnyObject {

    /// The view controller the window shows at the bottom of its stack.
    var rootViewController: (any ViewControllable)? { get set }

    /// Shows the window and makes it receive input.
    func makeKeyAndVisible()
}

/// The base protocol of the root router of an app.
@MainActor
public protocol LaunchRouting: ViewableRouting {

    /// Shows this RIB's view controller in `window`, then activates and loads the RIB tree.
    ///
    /// - Parameter window: The window to launch into.
    func launch(from window: any LaunchWindow)

    /// Launches the RIB tree as ``launch(from:)`` does, restoring the state an earlier run saved.
    ///
    /// Every RIB whose interactor conforms to ``StateRestoring`` and has a state in
    /// `savedState` gets it once attached and loaded, and routes from it.
    ///
    /// - Parameters:
    ///   - window: The window to launch into.
    ///   - savedState: The root of a ``SavedTree``, or `nil` to start fresh.
    /// - Returns: The problems met: each is a RIB, or a field of its state, that started fresh
    ///   because it no longer fits; empty when everything saved was restored.
    @discardableResult
    func launch(from window: any LaunchWindow, restoring savedState: SavedRIBState?) -> [SavedTreeError]
}

/// The root router of an app: the one RIB that is launched rather than attached.
@MainActor
open class LaunchRouter<InteractorType, ViewControllerType>: ViewableRouter<InteractorType, ViewControllerType>, LaunchRouting {

    /// Creates the root router for `interactor` and the root `viewController`.
    ///
    /// - Parameters:
    ///   - interactor: The root interactor; its type must conform to ``Interactable``.
    ///   - viewController: The root view controller; its type must conform to ``ViewControllable``.
    public override init(interactor: InteractorType, viewController: ViewControllerType) {
        super.init(interactor: interactor, viewController: viewController)
    }

    /// Shows this RIB's view controller in `window`, then activates and loads the RIB tree.
    ///
    /// - Parameter window: The window to launch into.
    public final func launch(from window: any LaunchWindow) {
        launch(from: window, restoring: nil)
    }

    /// Launches the RIB tree as ``launch(from:)`` does, restoring the state an earlier run saved.
    ///
    /// - Parameters:
    ///   - window: The window to launch into.
    ///   - savedState: The root of a ``SavedTree``, or `nil` to start fresh.
    /// - Returns: The problems met: each is a RIB, or a field of its state, that started fresh
    ///   because it no longer fits; empty when everything saved was restored.
    @discardableResult
    public final func launch(from window: any LaunchWindow, restoring savedState: SavedRIBState?) -> [SavedTreeError] {
        window.rootViewController = viewControllable
        window.makeKeyAndVisible()
        return activateAndLoad(restoring: savedState)
    }
}

extension LaunchRouting {

    /// Launches without restoring: what a launch router that keeps no state (a test double,
    /// say) does when asked to restore.
    ///
    /// - Returns: No problems.
    @discardableResult
    public func launch(from window: any LaunchWindow, restoring savedState: SavedRIBState?) -> [SavedTreeError] {
        launch(from: window)
        return []
    }
}
