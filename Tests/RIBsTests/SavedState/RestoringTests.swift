import Foundation
import RIBs
import RIBsTesting
import Testing

@MainActor
struct RestoringTests {

    @Test func theInteractorGetsItsStateOnceActiveAndLoaded() throws {
        let saved = SavedRIBState(state: CounterInteractor.RestorableState(count: 7))
        let log = EventLog()
        let root = CounterLaunchRouter(log: log)

        let problems = root.launch(from: LaunchWindowMock(), restoring: saved)

        #expect(problems.isEmpty)
        #expect(log.entries == ["root.didBecomeActive", "root.didLoad", "root.restore(7)"])
        #expect(root.interactor.count == 7)
    }

    @Test func childrenAttachedOnLoadOrFromTheRestoredStateGetTheirParts() throws {
        let saved = try SavedRIBState(state: CounterInteractor.RestorableState(count: 1), children: [
            "loaded": SavedRIBState(state: CounterInteractor.RestorableState(count: 2)),
            "routed": SavedRIBState(state: CounterInteractor.RestorableState(count: 3), children: [
                "CounterRouter": SavedRIBState(state: CounterInteractor.RestorableState(count: 4)),
            ]),
        ]).roundTripped()
        let log = EventLog()
        let root = CounterLaunchRouter(log: log)
        root.didLoadHandler = { router in
            router.attachChild(CounterRouter(name: "loaded", log: log), tag: "loaded")
        }
        root.interactor.restoreHandler = { [unowned root] _ in
            let routed = CounterRouter(name: "routed", log: log)
            routed.interactor.restoreHandler = { [unowned routed] _ in
                routed.attachChild(CounterRouter(name: "grandchild", log: log))
            }
            root.attachChild(routed, tag: "routed")
        }

        root.launch(from: LaunchWindowMock(), restoring: saved)

        #expect(log.entries == [
            "root.didBecomeActive", "root.didLoad",
            "loaded.didBecomeActive", "loaded.didLoad", "loaded.restore(2)",
            "root.restore(1)",
            "routed.didBecomeActive", "routed.didLoad", "routed.restore(3)",
            "grandchild.didBecomeActive", "grandchild.didLoad", "grandchild.restore(4)",
        ])
        #expect(root.savedState() == saved)
    }

    @Test func aChildAttachedAfterItsParentRestoredStartsFresh() {
        let saved = SavedRIBState(children: ["CounterRouter": SavedRIBState(state: CounterInteractor.RestorableState(count: 5))])
        let root = CounterLaunchRouter()
        root.launch(from: LaunchWindowMock(), restoring: saved)
        let late = CounterRouter(name: "late")

        root.attachChild(late)

        #expect(late.interactor.restoreCallCount == 0)
        #expect(late.interactor.count == 0)
    }

    @Test func aSecondChildUnderTheSameTagStartsFresh() {
        let saved = SavedRIBState(children: ["CounterRouter": SavedRIBState(state: CounterInteractor.RestorableState(count: 5))])
        let root = CounterLaunchRouter()
        var replacement: CounterRouter?
        root.didLoadHandler = { router in
            let first = CounterRouter(name: "first")
            router.attachChild(first)
            router.detachChild(first)
            let second = CounterRouter(name: "second")
            router.attachChild(second)
            replacement = second
        }

        root.launch(from: LaunchWindowMock(), restoring: saved)

        #expect(replacement?.interactor.restoreCallCount == 0)
    }

    @Test func childrenOfOneTypeGetTheirOwnStatesInAttachOrder() throws {
        let original = CounterLaunchRouter()
        original.launch(from: LaunchWindowMock())
        for count in 1...3 {
            original.attachChild(CounterRouter(name: "child", count: count))
        }
        let saved = try #require(original.savedState()).roundTripped()
        let restored = CounterLaunchRouter()
        restored.didLoadHandler = { router in
            for _ in 1...3 {
                router.attachChild(CounterRouter(name: "child"))
            }
        }

        restored.launch(from: LaunchWindowMock(), restoring: saved)

        #expect(restored.children.compactMap { ($0 as? CounterRouter)?.interactor.count } == [1, 2, 3])
    }

    @Test func aStateThatNoLongerFitsStartsThatSubtreeFreshAndIsReported() throws {
        struct OtherState: Codable, Sendable {
            var count = "many"
        }
        let saved = try SavedRIBState(state: CounterInteractor.RestorableState(count: 1), children: [
            "broken": SavedRIBState(state: OtherState(), children: [
                "CounterRouter": SavedRIBState(state: CounterInteractor.RestorableState(count: 9)),
            ]),
            "sound": SavedRIBState(state: CounterInteractor.RestorableState(count: 2)),
        ]).roundTripped()
        let root = CounterLaunchRouter()
        let broken = CounterRouter(name: "broken")
        let brokenChild = CounterRouter(name: "brokenChild")
        broken.didLoadHandler = { $0.attachChild(brokenChild) }
        let sound = CounterRouter(name: "sound")
        root.didLoadHandler = { router in
            router.attachChild(broken, tag: "broken")
            router.attachChild(sound, tag: "sound")
        }

        let problems = root.launch(from: LaunchWindowMock(), restoring: saved)

        #expect(problems == [.stateMismatch(path: ["broken"], type: "RestorableState", reason: "expected Int at count")])
        #expect(broken.interactor.restoreCallCount == 0)
        #expect(brokenChild.interactor.restoreCallCount == 0)
        #expect(sound.interactor.count == 2)
        #expect(root.interactor.count == 1)
        #expect(problems.first?.description == "The saved state of broken no longer fits RestorableState: expected Int at count")
    }

    @Test func aStateForARIBThatSavesNoneIsIgnored() {
        let saved = SavedRIBState(state: CounterInteractor.RestorableState(count: 1), children: [
            "RecordingRouter": SavedRIBState(state: CounterInteractor.RestorableState(count: 2), children: [
                "CounterRouter": SavedRIBState(state: CounterInteractor.RestorableState(count: 3)),
            ]),
        ])
        let root = CounterLaunchRouter()
        let plain = RecordingRouter(name: "plain")
        let counter = CounterRouter(name: "counter")
        plain.interactor.didBecomeActiveHandler = { [unowned plain] in plain.attachChild(counter) }
        root.didLoadHandler = { $0.attachChild(plain) }

        let problems = root.launch(from: LaunchWindowMock(), restoring: saved)

        #expect(problems.isEmpty)
        #expect(counter.interactor.count == 3)
    }

    @Test func launchingWithoutASavedStateRestoresNothing() {
        let log = EventLog()
        let root = CounterLaunchRouter(log: log)

        let problems = root.launch(from: LaunchWindowMock(), restoring: nil)

        #expect(problems.isEmpty)
        #expect(log.entries == ["root.didBecomeActive", "root.didLoad"])
    }

    @Test func aLaunchRouterThatKeepsNoStateJustLaunches() {
        let launchRouter = LaunchRoutingWithoutState()

        let problems = launchRouter.launch(from: LaunchWindowMock(),
                                           restoring: SavedRIBState(state: CounterInteractor.RestorableState(count: 1)))

        #expect(problems.isEmpty)
        #expect(launchRouter.launchCallCount == 1)
    }

}

/// A launch router mock that implements only `launch(from:)`, as one written before saved
/// state existed does.
@MainActor
private final class LaunchRoutingWithoutState: ViewableRoutingMock, LaunchRouting {

    private(set) var launchCallCount = 0

    init() {
        super.init(interactable: InteractableMock(), viewControllable: ViewControllableMock())
    }

    func launch(from window: any LaunchWindow) {
        launchCallCount += 1
    }
}
