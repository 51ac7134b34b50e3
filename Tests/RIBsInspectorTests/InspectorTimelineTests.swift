import RIBsInspector
import Testing

@MainActor
struct InspectorTimelineTests {

    @Test func aTimelineKeepsItsNewestEventsOldestFirstAndCountsTheDropped() {
        var timeline = InspectorTimeline(capacity: 3)

        for sequence in 1...7 {
            timeline.append(event(sequence))
        }

        #expect(timeline.events.map(\.sequence) == [5, 6, 7])
        #expect(timeline.droppedCount == 4)
    }

    @Test func aTimelineBelowItsCapacityDropsNothing() {
        var timeline = InspectorTimeline(capacity: 3)

        timeline.append(event(1))
        timeline.append(event(2))

        #expect(timeline.events.map(\.sequence) == [1, 2])
        #expect(timeline.droppedCount == 0)
    }

    private func event(_ sequence: Int) -> TimelineEvent {
        TimelineEvent(sequence: sequence, elapsedMicroseconds: Int64(sequence), kind: .loaded, router: "Router")
    }
}
