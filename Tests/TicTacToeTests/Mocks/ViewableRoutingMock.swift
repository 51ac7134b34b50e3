import RIBs

/// A ``ViewableRouting`` for tests: a ``RoutingMock`` with a view controller.
@MainActor
class ViewableRoutingMock: RoutingMock, ViewableRouting {

    let viewControllable: ViewControllable

    init(interactable: Interactable = InteractableMock(), viewControllable: ViewControllable = ViewControllableMock()) {
        self.viewControllable = viewControllable
        super.init(interactable: interactable)
    }
}
