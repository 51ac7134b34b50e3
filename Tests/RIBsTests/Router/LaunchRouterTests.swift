import RIBs
import RIBsTesting
import Testing

@MainActor
struct LaunchRouterTests {

    @Test func launchShowsTheViewControllerThenActivatesThenLoads() {
        let log = EventLog()
        let viewController = ViewControllableMock()
        let router = RecordingLaunchRouter(interactor: RecordingInteractor(name: "root", log: log), viewController: viewController)
        let window = LaunchWindowMock()
        window.makeKeyAndVisibleHandler = { [unowned window] in
            log.append("makeKeyAndVisible, root view controller set: \(window.rootViewController === viewController)")
        }

        router.launch(from: window)

        #expect(log.entries == [
            "makeKeyAndVisible, root view controller set: true",
            "root.didBecomeActive",
            "root.didLoad",
        ])
        #expect(window.rootViewController === viewController)
        #expect(window.makeKeyAndVisibleCallCount == 1)
        #expect(router.interactor.isActive)
        #expect(router.didLoadCallCount == 1)
    }

    @Test func launchedRouterDrivesItsSubtree() {
        let router = RecordingLaunchRouter(interactor: RecordingInteractor(name: "root"), viewController: ViewControllableMock())
        let child = RecordingRouter(name: "child")
        router.launch(from: LaunchWindowMock())
        router.attachChild(child)

        router.interactor.deactivate()

        #expect(!child.interactor.isActive)
    }

    @Test func viewableRouterHandsOutItsViewControllerBothWays() {
        let viewController = ViewControllableMock()
        let router = ViewableRouter(interactor: RecordingInteractor(), viewController: viewController)

        #expect(router.viewController === viewController)
        #expect(router.viewControllable === viewController)
    }

    @Test func viewableRouterTypedByProtocolsAcceptsConformingTypes() {
        let interactor = RecordingInteractor()
        let viewController = ViewControllableMock()
        let router = ViewableRouter<any TestInteractable, any TestViewControllable>(interactor: interactor, viewController: viewController)

        #expect(router.interactable === interactor)
        #expect(router.viewControllable === viewController)
    }
}

/// A launch router that counts `didLoad()` and writes it to its interactor's log.
@MainActor
final class RecordingLaunchRouter: LaunchRouter<RecordingInteractor, ViewControllableMock> {

    private(set) var didLoadCallCount = 0

    override func didLoad() {
        didLoadCallCount += 1
        interactor.log.append("\(interactor.name).didLoad")
    }
}

/// A RIB's own view controllable protocol, as viewable routers are usually typed.
@MainActor
protocol TestViewControllable: ViewControllable {}

extension ViewControllableMock: TestViewControllable {}
