import RIBs
@testable import TicTacToe

// Test doubles for the LoggedIn RIB's protocols. Each method counts its calls in
// `...CallCount` and runs `...Handler` when a test sets one. When you add a method to a
// protocol, add its counter and handler here.

/// Stands in for the LoggedIn interactor in the tests of its router.
final class LoggedInInteractableMock: LoggedInInteractable {

    weak var router: (any LoggedInRouting)?
    weak var listener: (any LoggedInListener)?

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

/// Stands in for the LoggedIn router in the tests of its interactor.
final class LoggedInRoutingMock: LoggedInRouting {

    let interactable: any Interactable
    private(set) var children: [any Routing] = []

    var lifecycle: AnyPublisher<RouterLifecycle, Never> {
        lifecycleSubject.eraseToAnyPublisher()
    }

    init(interactable: any Interactable) {
        self.interactable = interactable
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

    var cleanupViewsCallCount = 0
    var cleanupViewsHandler: (() -> Void)?

    func cleanupViews() {
        cleanupViewsCallCount += 1
        cleanupViewsHandler?()
    }

    // MARK: - Private

    private let lifecycleSubject = PassthroughSubject<RouterLifecycle, Never>()
}

/// Stands in for LoggedIn's parent, listening to the LoggedIn interactor.
final class LoggedInListenerMock: LoggedInListener {}

/// Stands in for the view controller LoggedIn borrows, in the tests of its router.
final class LoggedInViewControllableMock: LoggedInViewControllable {

    var presentCallCount = 0
    var presentHandler: ((any ViewControllable) -> Void)?

    func present(viewController: any ViewControllable) {
        presentCallCount += 1
        presentHandler?(viewController)
    }

    var dismissCallCount = 0
    var dismissHandler: ((any ViewControllable) -> Void)?

    func dismiss(viewController: any ViewControllable) {
        dismissCallCount += 1
        dismissHandler?(viewController)
    }
}

/// Stands in for the LoggedIn builder in the tests of LoggedIn's parent.
final class LoggedInBuildableMock: LoggedInBuildable {

    var buildCallCount = 0
    /// Makes the router `build` returns; the default makes a router mock.
    var buildHandler: (any LoggedInListener) -> any LoggedInRouting = { _ in
        LoggedInRoutingMock(interactable: LoggedInInteractableMock())
    }

    func build(withListener listener: any LoggedInListener) -> any LoggedInRouting {
        buildCallCount += 1
        return buildHandler(listener)
    }
}
