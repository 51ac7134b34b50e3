/// `<Name>Mocks.swift`: test doubles for a RIB's protocols, for its own tests and its parent's.
///
/// Every method counts its calls in `<method>CallCount` and runs `<method>Handler` when a test
/// sets one, as the mocks of the RIBs tutorials do.
struct MocksTemplate {

    let rib: RIBName
    let kind: RIBKind
    let module: ModuleName

    var file: GeneratedFile {
        GeneratedFile(name: "\(rib.typeName)Mocks.swift", contents: contents)
    }

    // MARK: - Private

    private var contents: String {
        let name = rib.typeName
        return """
            import RIBs
            @testable import \(module.name)

            // Test doubles for the \(name) RIB's protocols. Each method counts its calls in
            // `...CallCount` and runs `...Handler` when a test sets one. When you add a method to a
            // protocol, add its counter and handler here.

            /// Stands in for the \(name) interactor in the tests of its router.
            final class \(name)InteractableMock: \(name)Interactable {

                weak var router: (any \(name)Routing)?
                weak var listener: (any \(name)Listener)?

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

            /// Stands in for the \(name) router in the tests of its interactor.
            final class \(name)RoutingMock: \(name)Routing {

                let interactable: any Interactable
            \(routingViewControllableProperty)    private(set) var children: [any Routing] = []

                var lifecycle: AnyPublisher<RouterLifecycle, Never> {
                    lifecycleSubject.eraseToAnyPublisher()
                }

            \(routingInitializer)

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
            \(cleanupViewsMock)
                // MARK: - Private

                private let lifecycleSubject = PassthroughSubject<RouterLifecycle, Never>()
            }
            \(presentableMock)
            /// Stands in for \(name)'s parent, listening to the \(name) interactor.
            final class \(name)ListenerMock: \(name)Listener {}

            \(viewControllableMock)

            /// Stands in for the \(name) builder in the tests of \(name)'s parent.
            final class \(name)BuildableMock: \(name)Buildable {

                var buildCallCount = 0
                /// Makes the router `build` returns; the default makes a router mock.
                var buildHandler: (any \(name)Listener) -> any \(name)Routing = { _ in
                    \(routingMockCreation)
                }

                func build(withListener listener: any \(name)Listener) -> any \(name)Routing {
                    buildCallCount += 1
                    return buildHandler(listener)
                }
            }

            """
    }

    private var routingViewControllableProperty: String {
        switch kind {
        case .withView: "    let viewControllable: any ViewControllable\n"
        case .viewless: ""
        }
    }

    private var routingInitializer: String {
        switch kind {
        case .withView:
            return """
                    init(interactable: any Interactable, viewControllable: any ViewControllable) {
                        self.interactable = interactable
                        self.viewControllable = viewControllable
                    }
                """
        case .viewless:
            return """
                    init(interactable: any Interactable) {
                        self.interactable = interactable
                    }
                """
        }
    }

    private var cleanupViewsMock: String {
        switch kind {
        case .withView:
            return ""
        case .viewless:
            return """

                    var cleanupViewsCallCount = 0
                    var cleanupViewsHandler: (() -> Void)?

                    func cleanupViews() {
                        cleanupViewsCallCount += 1
                        cleanupViewsHandler?()
                    }

                """
        }
    }

    private var presentableMock: String {
        let name = rib.typeName
        switch kind {
        case .withView:
            return """

                /// Stands in for the \(name) view in the tests of its interactor.
                final class \(name)PresentableMock: \(name)Presentable {

                    weak var listener: (any \(name)PresentableListener)?
                }

                """
        case .viewless:
            return ""
        }
    }

    private var viewControllableMock: String {
        let name = rib.typeName
        switch kind {
        case .withView:
            return """
                /// Stands in for the \(name) view controller in the tests of its router.
                final class \(name)ViewControllableMock: \(name)ViewControllable {}
                """
        case .viewless:
            return """
                /// Stands in for the view controller \(name) borrows, in the tests of its router.
                final class \(name)ViewControllableMock: \(name)ViewControllable {

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
                """
        }
    }

    private var routingMockCreation: String {
        let name = rib.typeName
        switch kind {
        case .withView:
            return "\(name)RoutingMock(interactable: \(name)InteractableMock(), viewControllable: \(name)ViewControllableMock())"
        case .viewless:
            return "\(name)RoutingMock(interactable: \(name)InteractableMock())"
        }
    }
}
