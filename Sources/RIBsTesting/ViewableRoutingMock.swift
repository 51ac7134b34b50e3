import RIBs

/// A `ViewableRouting` for tests: a ``RoutingMock`` with a view controller.
///
/// Subclass it to conform to a RIB's own `...Routing` protocol when the RIB has a view.
@MainActor
open class ViewableRoutingMock: RoutingMock, ViewableRouting {

    /// The view controller the mock hands to the framework.
    public var viewControllable: any ViewControllable

    /// Creates a mock.
    ///
    /// - Parameters:
    ///   - interactable: The interactor to hand to the framework.
    ///   - viewControllable: The view controller to hand to the framework.
    public init(interactable: any Interactable = InteractableMock(),
                viewControllable: any ViewControllable = ViewControllableMock()) {
        self.viewControllable = viewControllable
        super.init(interactable: interactable)
    }
}
