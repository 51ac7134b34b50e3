import RIBsTesting
import Testing

@MainActor
struct DeallocationTrackerTests {

    @Test func namesTheTrackedObjectsStillAlive() {
        let tracker = DeallocationTracker()
        let kept = tracker.track(Tracked())
        tracker.track(Tracked(), name: "temporary")
        tracker.track(OtherTracked())

        #expect(tracker.aliveObjects == ["Tracked"])
        #expect(!tracker.isEverythingDeallocated)
        #expect(tracker.summary == "Still alive: Tracked.")
        withExtendedLifetime(kept) {}
    }

    @Test func isEmptyOnceEverythingWentAway() {
        let tracker = DeallocationTracker()
        do {
            let first = tracker.track(Tracked(), name: "first")
            let second = tracker.track(Tracked(), name: "second")
            #expect(tracker.aliveObjects == ["first", "second"])
            withExtendedLifetime((first, second)) {}
        }

        #expect(tracker.aliveObjects == [])
        #expect(tracker.isEverythingDeallocated)
        #expect(tracker.summary == "Every tracked object was deallocated.")
    }

    @Test func trackReturnsTheSameObject() {
        let tracker = DeallocationTracker()
        let object = Tracked()

        #expect(tracker.track(object) === object)
    }
}

private final class Tracked {}

private final class OtherTracked {}
