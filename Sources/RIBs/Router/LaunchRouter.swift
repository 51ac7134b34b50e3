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
        window.rootViewController = viewControllable
        window.makeKeyAndVisible()
        interactable.activate()
        load()
    }
}
