import RIBs

/// The window: owns the root view controller, shows the top of its presentation chain through
/// a renderer, and delivers user actions to the view controller on top.
///
/// It is the `LaunchWindow` (of RIBs) a RIBs app launches into. Front-ends meet the app here: they
/// draw ``content`` and turn keys or clicks into ``perform(_:)`` calls.
@MainActor
public final class Window: LaunchWindow {

    /// Draws the content; set by the front-end before the window becomes visible.
    ///
    /// - Note: Held weakly: renderers such as ``HeadlessDriver`` keep their window, and the
    ///   front-end keeps the renderer.
    public weak var renderer: (any WindowRenderer)?

    /// Called each time a user action or an outermost batch of updates has run, just before
    /// what changed is rendered (and also when nothing changed): where a front-end saves the
    /// app's state, so that nothing is shown before the state behind it is saved.
    public var updatesWillRender: (@MainActor () -> Void)?

    /// Watches the user actions the window performs, for a recorder of the session: called
    /// once before each action is delivered, and once after with the rejection, if any. Held
    /// weakly: whoever records keeps the observer.
    public weak var actionObserver: (any WindowActionObserver)?

    /// Creates a window without a root view controller.
    public init() {}

    /// The view controller at the bottom of the presentation chain. Only ScreenKit view
    /// controllers can be shown; anything else leaves the window empty.
    public var rootViewController: (any ViewControllable)? {
        get { root }
        set {
            root?.moveToWindow(nil)
            root = newValue?.screenViewController
            root?.moveToWindow(self)
            contentDidChange()
        }
    }

    /// Whether ``makeKeyAndVisible()`` was called.
    public private(set) var isVisible = false

    /// Shows the window: from now on every change of its content is rendered.
    public func makeKeyAndVisible() {
        isVisible = true
        contentDidChange()
    }

    /// What the window shows: the top screen and the alert over it, or `nil` if it has no root.
    public var content: WindowContent? {
        guard let root else {
            return nil
        }
        let top = root.topViewController
        guard let alertController = top as? AlertController else {
            return WindowContent(screen: top.screen)
        }
        let screen = alertController.presentingViewController?.screen ?? Screen(title: "")
        return WindowContent(screen: screen, alert: alertController.alert)
    }

    /// Runs `updates` and renders once at the end, so that intermediate states (a screen
    /// dismissed before the next is presented) are never drawn.
    ///
    /// - Parameter updates: Changes to the view controllers, such as launching a RIB tree.
    public func performBatchUpdates(_ updates: () throws -> Void) rethrows {
        batchDepth += 1
        defer {
            batchDepth -= 1
            updatesDidFinish()
        }
        try updates()
    }

    /// Performs what the user did on the view controller on top, and renders the result once.
    ///
    /// - Parameter action: The decoded user action.
    /// - Throws: ``UserActionRejection`` when the action does not fit what is shown; then
    ///   nothing changed.
    public func perform(_ action: UserAction) throws(UserActionRejection) {
        actionObserver?.windowWillPerform(action)
        batchDepth += 1
        var rejection: UserActionRejection?
        defer {
            batchDepth -= 1
            updatesDidFinish()
            actionObserver?.windowDidPerform(action, rejection: rejection)
        }
        rejection = performTraced(action) { () throws(UserActionRejection) in
            try deliver(action)
        }
        if let rejection {
            throw rejection
        }
    }

    // MARK: - Internal

    /// Renders the content if the window is visible, no batch is running and the content
    /// changed since it was last rendered.
    func contentDidChange() {
        guard isVisible, batchDepth == 0, let content, content != lastRenderedContent else {
            return
        }
        lastRenderedContent = content
        renderer?.render(content)
    }

    // MARK: - Private

    /// The root view controller, as ScreenKit holds it.
    private(set) var root: ViewController?

    /// Tells ``updatesWillRender`` when the outermost update ended, then renders.
    private func updatesDidFinish() {
        if batchDepth == 0 {
            updatesWillRender?()
        }
        contentDidChange()
    }
    private var lastRenderedContent: WindowContent?
    private var batchDepth = 0
}
