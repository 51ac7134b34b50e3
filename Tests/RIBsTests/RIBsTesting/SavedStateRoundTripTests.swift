import RIBs
import RIBsTesting
import Testing

@MainActor
struct SavedStateRoundTripTests {

    @Test func aSubtreeThatRestoresItsStateIsFaithful() throws {
        let original = CounterRouter(name: "parent", count: 2)
        original.didLoadHandler = { $0.attachChild(CounterRouter(name: "child", count: 5)) }
        original.activateAndLoad(restoring: nil)

        let trip = try SavedStateRoundTrip(of: original) {
            let rebuilt = CounterRouter(name: "parent")
            rebuilt.didLoadHandler = { $0.attachChild(CounterRouter(name: "child")) }
            return rebuilt
        }

        #expect(trip.isFaithful, "\(trip)")
        #expect(trip.problems.isEmpty)
        #expect(trip.restoredRouter.interactable.isActive)
        #expect((trip.restoredRouter.children.first as? CounterRouter)?.interactor.count == 5)
    }

    @Test func aSubtreeThatLosesAChildsStateIsNotFaithful() throws {
        let original = CounterRouter(name: "parent", count: 2)
        original.didLoadHandler = { $0.attachChild(CounterRouter(name: "child", count: 5)) }
        original.activateAndLoad(restoring: nil)

        let trip = try SavedStateRoundTrip(of: original) { CounterRouter(name: "parent") }

        #expect(!trip.isFaithful)
        #expect(trip.description.contains(#""CounterRouter":{"state":{"count":5}}"#))
    }

    @Test func activateAndLoadWithoutStateIsTheUsualStart() {
        let log = EventLog()
        let router = CounterRouter(name: "rib", log: log)

        let problems = router.activateAndLoad(restoring: nil)

        #expect(problems.isEmpty)
        #expect(log.entries == ["rib.didBecomeActive", "rib.didLoad"])
    }
}
