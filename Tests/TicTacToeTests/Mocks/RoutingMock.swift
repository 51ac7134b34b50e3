import RIBs

/// A ``Routing`` for tests: counts loads, attaches and detaches. RIB-specific routing mocks
/// refine it.
@MainActor
class RoutingMock: Routing {

    let interactable: Interactable

    var children: [Routing] = []

    var lifecycle: AnyPublisher<RouterLifecycle, Never> {
        lifecycleSubject.eraseToAnyPublisher()
    }

    var loadCallCount = 0
    var loadHandler: (() -> ())?

    var attachChildCallCount = 0
    var attachChildHandler: ((_ child: Routing) -> ())?

    var detachChildCallCount = 0
    var detachChildHandler: ((_ child: Routing) -> ())?

    init(interactable: Interactable = InteractableMock()) {
        self.interactable = interactable
    }

    func load() {
        loadCallCount += 1
        loadHandler?()
    }

    func attachChild(_ child: Routing) {
        attachChildCallCount += 1
        attachChildHandler?(child)
    }

    func detachChild(_ child: Routing) {
        detachChildCallCount += 1
        detachChildHandler?(child)
    }

    // MARK: - Private

    private let lifecycleSubject = PassthroughSubject<RouterLifecycle, Never>()
}
