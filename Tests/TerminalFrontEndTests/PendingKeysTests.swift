import Testing
@testable import TerminalFrontEnd

/// The hand-over of keys from the reading thread to the main actor, and ``BoundedKeys`` that
/// it keeps them in: in order while the main actor keeps up, bounded in a flood, never losing
/// Ctrl-C.
struct PendingKeysTests {

    private func characters(_ text: String) -> [Key] {
        text.map(Key.character)
    }

    @Test func keysComeInTheOrderReadTheKeysOfSeveralReadsTogether() async {
        let pending = PendingKeys(keeping: BoundedKeys(headCapacity: 4, tailCapacity: 4))

        pending.append(characters("ab"))
        pending.append([.tab, .enter])

        #expect(await pending.next() == characters("ab") + [.tab, .enter])
    }

    @Test func aFloodKeepsItsFirstAndNewestKeysWithinTheCapacity() async {
        let pending = PendingKeys(keeping: BoundedKeys(headCapacity: 4, tailCapacity: 4))

        pending.append(characters("Zed"))
        pending.append(Array(repeating: .character("a"), count: 10_000))
        pending.append(characters("q") + [.escape])

        #expect(await pending.next() == characters("Zeda") + characters("aaq") + [.escape])
    }

    @Test func ctrlCIsNeverDropped() async {
        let pending = PendingKeys(keeping: BoundedKeys(headCapacity: 2, tailCapacity: 2))

        pending.append(characters("abcdef"))
        pending.append([.interrupt] + characters("gh"))
        pending.append(characters("ij"))

        // Pushed out of the newest half, Ctrl-C goes to the end.
        #expect(await pending.next() == characters("abij") + [.interrupt])
    }

    @Test func withRoomCtrlCStaysInItsPlace() async {
        let pending = PendingKeys(keeping: BoundedKeys(headCapacity: 4, tailCapacity: 4))

        pending.append(characters("ab") + [.interrupt] + characters("c"))

        #expect(await pending.next() == characters("ab") + [.interrupt] + characters("c"))
    }

    /// The decoder's bound on one read keeps what the hand-over would keep of the same keys,
    /// without making a key of each byte of a long run.
    @Test func aBoundedReadKeepsWhatTheHandOverWouldKeep() {
        let bytes = Array(("Zed" + String(repeating: "a", count: 100_000) + "\u{1B}[Aq" + String(repeating: "b", count: 50) + "\u{3}xy").utf8)
        var unbounded = KeyDecoder()
        let bound = BoundedKeys(headCapacity: 10, tailCapacity: 6)
        var expected = bound
        for key in unbounded.decode(bytes) {
            expected.append(key)
        }

        var bounded = KeyDecoder()
        #expect(bounded.decode(bytes[...], moreMayFollow: false, keeping: bound) == expected.removeAll())
    }

    @Test func afterATakeTheCapacityIsFreeAgain() async {
        let pending = PendingKeys(keeping: BoundedKeys(headCapacity: 2, tailCapacity: 2))

        pending.append(characters("abcdef"))
        _ = await pending.next()
        pending.append(characters("ghij"))

        #expect(await pending.next() == characters("ghij"))
    }

    /// Whichever comes first, the consumer asking or the reader handing over, the consumer
    /// gets the keys, then the end.
    @Test func theConsumerWaitsForKeysAndTheEnd() async {
        let pending = PendingKeys(keeping: BoundedKeys(headCapacity: 2, tailCapacity: 2))
        let consumer = Task { [pending] in
            (await pending.next(), await pending.next())
        }

        pending.append(characters("x"))
        pending.finish()
        let (keys, end) = await consumer.value

        #expect(keys == characters("x"))
        #expect(end == nil)
    }

    @Test func keysLeftAtTheEndAreTakenBeforeTheEnd() async {
        let pending = PendingKeys(keeping: BoundedKeys(headCapacity: 2, tailCapacity: 2))

        pending.append(characters("xy"))
        pending.finish()

        #expect(await pending.next() == characters("xy"))
        #expect(await pending.next() == nil)
    }
}
