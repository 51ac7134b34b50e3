// A stand-in UIKit for measuring ported RIBs iOS code on Linux: only what RIBs iOS's own tests
// use of it (a window to launch into, subclassed by their `WindowMock`), on RIBs' types. The
// view controller is RIBs' `ViewControllable` itself.
import Foundation
@_exported import RIBs

/// UIKit's view controller, here: RIBs' `ViewControllable`.
public typealias UIViewController = any ViewControllable

/// UIKit's window, as RIBs' `LaunchWindow`.
@MainActor
open class UIWindow: LaunchWindow {

    /// A window; its frame means nothing here.
    public init(frame: CGRect) {}

    /// Whether the window receives input.
    open var isKeyWindow: Bool {
        false
    }

    /// The view controller the window shows.
    open var rootViewController: UIViewController?

    /// Shows the window.
    open func makeKeyAndVisible() {}
}
