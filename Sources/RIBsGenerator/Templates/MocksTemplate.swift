/// `<Name>Mocks.swift`: test doubles for a RIB's protocols, for its own tests and its parent's,
/// built on RIBsTesting's mocks.
///
/// Every method counts its calls in `<method>CallCount` and runs `<method>Handler` when a test
/// sets one, as the mocks of the RIBs tutorials do; what RIBsTesting's `InteractableMock`,
/// `RoutingMock`, `ViewableRoutingMock` and `ViewControllableMock` already count is inherited.
struct MocksTemplate {

    let rib: RIBName
    let kind: RIBKind
    let module: ModuleName

    /// Whether the Listener declares `<name>DidFinish()`: see ``InteractorTemplate``.
    var tellsParentWhenDone = false

    var file: GeneratedFile {
        GeneratedFile(name: "\(rib.typeName)Mocks.swift", contents: contents)
    }

    // MARK: - Private

    private var contents: String {
        let name = rib.typeName
        return """
            import RIBs
            import RIBsTesting
            @testable import \(module.name)

            // Test doubles for the \(name) RIB's protocols, on RIBsTesting's mocks. Each method counts
            // its calls in `...CallCount` and runs `...Handler` when a test sets one. When you add a
            // method to a protocol, add its counter and handler here.

            /// Stands in for the \(name) interactor in the tests of its router: activating and
            /// deactivating it sets `isActive` and counts the calls.
            final class \(name)InteractableMock: InteractableMock, \(name)Interactable {

                weak var router: (any \(name)Routing)?
            \(ListenerLines.property(of: rib, kind: kind))}

            /// Stands in for the \(name) router in the tests of its interactor: loading, attaching
            /// and detaching are counted, and `children` kept up to date.
            \(routingMock)
            \(presentableMock)\(listenerMock)
            \(viewControllableMock)

            /// Stands in for the \(name) builder in the tests of \(buildableMockUser).
            final class \(name)BuildableMock: \(name)Buildable {

                var buildCallCount = 0
            \(buildMock)
            }

            """
    }

    private var listenerMock: String {
        let name = rib.typeName
        switch kind {
        case .withView, .viewless:
            return """

                /// Stands in for \(name)'s parent, listening to the \(name) interactor.
                final class \(name)ListenerMock: \(name)Listener {\(listenerMockBody)}

                """
        case .launch:
            return ""
        }
    }

    private var listenerMockBody: String {
        guard tellsParentWhenDone else {
            return ""
        }
        let event = "\(rib.variableName)DidFinish"
        return """


                var \(event)CallCount = 0
                var \(event)Handler: (() -> Void)?

                func \(event)() {
                    \(event)CallCount += 1
                    \(event)Handler?()
                }

            """
    }

    private var buildableMockUser: String {
        switch kind {
        case .withView, .viewless: "\(rib.typeName)'s parent"
        case .launch: "the app's launch code"
        }
    }

    private var buildMock: String {
        let name = rib.typeName
        switch kind {
        case .withView, .viewless:
            return """
                    /// Makes the router `build` returns; the default makes a router mock.
                    var buildHandler: (any \(name)Listener) -> any \(name)Routing = { _ in
                        \(routingMockCreation)
                    }

                    func build(withListener listener: any \(name)Listener) -> any \(name)Routing {
                        buildCallCount += 1
                        return buildHandler(listener)
                    }
                """
        case .launch:
            return """
                    /// Makes the router `build` returns; the default makes a router mock.
                    var buildHandler: () -> any LaunchRouting = {
                        \(routingMockCreation)
                    }

                    func build() -> any LaunchRouting {
                        buildCallCount += 1
                        return buildHandler()
                    }
                """
        }
    }

    private var routingMock: String {
        let name = rib.typeName
        switch kind {
        case .withView:
            return "final class \(name)RoutingMock: ViewableRoutingMock, \(name)Routing {}"
        case .launch:
            return """
                final class \(name)RoutingMock: ViewableRoutingMock, \(name)Routing, LaunchRouting {

                    var launchCallCount = 0
                    var launchHandler: ((any LaunchWindow) -> Void)?

                    func launch(from window: any LaunchWindow) {
                        launchCallCount += 1
                        launchHandler?(window)
                    }
                }
                """
        case .viewless:
            return """
                final class \(name)RoutingMock: RoutingMock, \(name)Routing {

                    var cleanupViewsCallCount = 0
                    var cleanupViewsHandler: (() -> Void)?

                    func cleanupViews() {
                        cleanupViewsCallCount += 1
                        cleanupViewsHandler?()
                    }
                }
                """
        }
    }

    private var presentableMock: String {
        let name = rib.typeName
        switch kind {
        case .withView, .launch:
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
        case .withView, .launch:
            return """
                /// Stands in for the \(name) view controller in the tests of its router.
                final class \(name)ViewControllableMock: ViewControllableMock, \(name)ViewControllable {}
                """
        case .viewless:
            return """
                /// Stands in for the view controller \(name) borrows, in the tests of its router.
                final class \(name)ViewControllableMock: ViewControllableMock, \(name)ViewControllable {

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
        case .withView, .launch:
            return "\(name)RoutingMock(interactable: \(name)InteractableMock(), viewControllable: \(name)ViewControllableMock())"
        case .viewless:
            return "\(name)RoutingMock(interactable: \(name)InteractableMock())"
        }
    }
}
