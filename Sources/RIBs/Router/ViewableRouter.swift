/// The base protocol of a router whose RIB owns a view controller.
@MainActor
public protocol ViewableRouting: Routing {

    /// The view controller of this router's RIB, as the framework sees it.
    var viewControllable: any ViewControllable { get }
}

/// A router whose RIB owns a view controller.
///
/// When the interactor deactivates, the leak detector expects the view controller to leave the
/// screen unless the interactor activates again first; when the router goes away, it expects the
/// view controller to be deallocated.
///
/// `ViewControllerType` is usually the RIB's `...ViewControllable` protocol, which must refine
/// ``ViewControllable``.
@MainActor
open class ViewableRouter<InteractorType, ViewControllerType>: Router<InteractorType>, ViewableRouting {

    /// The view controller of this RIB, typed as the RIB's own `...ViewControllable` protocol.
    public let viewController: ViewControllerType

    /// The view controller of this RIB, as the framework sees it.
    public let viewControllable: any ViewControllable

    /// Creates a router for `interactor` and the RIB's `viewController`.
    ///
    /// - Parameters:
    ///   - interactor: The RIB's interactor; its type must conform to ``Interactable``.
    ///   - viewController: The RIB's view controller; its type must conform to ``ViewControllable``.
    /// - Note: Inlinable, as ``Router/init(interactor:)`` is, so that both conversions are
    ///   specialised for the RIB's own types and cost nothing.
    @inlinable
    public init(interactor: InteractorType, viewController: ViewControllerType) {
        self.viewController = viewController
        // As for the interactor, the protocol relation cannot be a generic constraint.
        guard let viewControllable = viewController as? any ViewControllable else {
            preconditionFailure("\(ViewControllerType.self) must conform to \((any ViewControllable).self).")
        }
        self.viewControllable = viewControllable
        super.init(interactor: interactor)
    }

    isolated deinit {
        LeakDetector.instance.expectDeallocation(of: viewControllable, inTime: LeakDefaultExpectationTime.viewDisappear)
    }

    // MARK: - Internal

    override func interactorActivenessDidChange(isActive: Bool) {
        super.interactorActivenessDidChange(isActive: isActive)
        viewControllerDisappearExpectation?.cancel()
        viewControllerDisappearExpectation = isActive
            ? nil
            : LeakDetector.instance.expectDisappearance(of: viewControllable, inTime: LeakDefaultExpectationTime.viewDisappear)
    }

    // MARK: - Private

    /// The pending expectation of the last deactivation, cancelled if the RIB becomes active
    /// again first: its view controller is then rightly back on screen.
    private var viewControllerDisappearExpectation: LeakDetectionHandle?
}
