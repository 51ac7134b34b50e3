import RIBs
@testable import TicTacToe

// Test doubles for the OffGame RIB's protocols. Each method counts its calls in
// `...CallCount` and runs `...Handler` when a test sets one. When you add a method to a
// protocol, add its counter and handler here.

/// Stands in for the OffGame interactor in the tests of its router.
final class OffGameInteractableMock: OffGameInteractable {

    weak var router: (any OffGameRouting)?
    weak var listener: (any OffGameListener)?

    var isActive: Bool {
        isActiveSubject.value
    }

    var isActiveStream: AnyPublisher<Bool, Never> {
        isActiveSubject.removeDuplicates().eraseToAnyPublisher()
    }

    var activateCallCount = 0
    var activateHandler: (() -> Void)?

    func activate() {
        activateCallCount += 1
        isActiveSubject.send(true)
        activateHandler?()
    }

    var deactivateCallCount = 0
    var deactivateHandler: (() -> Void)?

    func deactivate() {
        deactivateCallCount += 1
        isActiveSubject.send(false)
        deactivateHandler?()
    }

    // MARK: - Private

    private let isActiveSubject = CurrentValueSubject<Bool, Never>(false)
}

/// Stands in for the OffGame router in the tests of its interactor.
final class OffGameRoutingMock: OffGameRouting {

    let interactable: any Interactable
    let viewControllable: any ViewControllable
    private(set) var children: [any Routing] = []

    var lifecycle: AnyPublisher<RouterLifecycle, Never> {
        lifecycleSubject.eraseToAnyPublisher()
    }

    init(interactable: any Interactable, viewControllable: any ViewControllable) {
        self.interactable = interactable
        self.viewControllable = viewControllable
    }

    var loadCallCount = 0
    var loadHandler: (() -> Void)?

    func load() {
        loadCallCount += 1
        loadHandler?()
    }

    var attachChildCallCount = 0
    var attachChildHandler: ((any Routing) -> Void)?

    func attachChild(_ child: any Routing) {
        attachChildCallCount += 1
        children.append(child)
        attachChildHandler?(child)
    }

    var detachChildCallCount = 0
    var detachChildHandler: ((any Routing) -> Void)?

    func detachChild(_ child: any Routing) {
        detachChildCallCount += 1
        children.removeAll { $0 === child }
        detachChildHandler?(child)
    }

    // MARK: - Private

    private let lifecycleSubject = PassthroughSubject<RouterLifecycle, Never>()
}

/// Stands in for the OffGame view in the tests of its interactor.
final class OffGamePresentableMock: OffGamePresentable {

    weak var listener: (any OffGamePresentableListener)?
}

/// Stands in for OffGame's parent, listening to the OffGame interactor.
final class OffGameListenerMock: OffGameListener {}

/// Stands in for the OffGame view controller in the tests of its router.
final class OffGameViewControllableMock: OffGameViewControllable {}

/// Stands in for the OffGame builder in the tests of OffGame's parent.
final class OffGameBuildableMock: OffGameBuildable {

    var buildCallCount = 0
    /// Makes the router `build` returns; the default makes a router mock.
    var buildHandler: (any OffGameListener) -> any OffGameRouting = { _ in
        OffGameRoutingMock(interactable: OffGameInteractableMock(), viewControllable: OffGameViewControllableMock())
    }

    func build(withListener listener: any OffGameListener) -> any OffGameRouting {
        buildCallCount += 1
        return buildHandler(listener)
    }
}
