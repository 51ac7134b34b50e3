import RIBs
import Testing

/// Detaching a wide router's children in every order the benchmarks measure leaves exactly the
/// children not yet detached, in attach order, at every step; and each detached child inactive.
@MainActor
struct DetachOrderTests {

    /// Enough children for an index of their slots, compacted several times on the way.
    private static let childCount = 100

    @Test func newestFirst() {
        checkDetaching(inOrder: Array((0 ..< Self.childCount).reversed()))
    }

    @Test func oldestFirst() {
        checkDetaching(inOrder: Array(0 ..< Self.childCount))
    }

    @Test func randomOrder() {
        var generator = SplitMix64(seed: 13)
        checkDetaching(inOrder: Array(0 ..< Self.childCount).shuffled(using: &generator))
    }

    @Test func aFewChildrenFoundWithoutAnIndexInEveryOrder() {
        var generator = SplitMix64(seed: 7)
        checkDetaching(inOrder: Array((0 ..< 10).reversed()))
        checkDetaching(inOrder: Array(0 ..< 10))
        checkDetaching(inOrder: Array(0 ..< 10).shuffled(using: &generator))
    }

    @Test func everyChildInALoopOverChildren() {
        let parent = RecordingRouter(name: "parent")
        let children = (0 ..< Self.childCount).map { RecordingRouter(name: "child \($0)") }
        for child in children {
            parent.attachChild(child)
        }

        for child in parent.children {
            parent.detachChild(child)
        }

        #expect(parent.children.isEmpty)
        #expect(children.allSatisfy { !$0.interactor.isActive })
    }

    @Test func attachingAfterDetachesKeepsTheAttachOrder() {
        let parent = RecordingRouter(name: "parent")
        let children = (0 ..< 40).map { RecordingRouter(name: "child \($0)") }
        for child in children[..<30] {
            parent.attachChild(child)
        }
        // Holes in the middle and at both ends, enough for a compaction.
        for child in children[0 ..< 20] + children[25 ..< 30] {
            parent.detachChild(child)
        }
        for child in children[30...] {
            parent.attachChild(child)
        }
        parent.detachChild(children[22])

        let expected = children[20 ..< 22] + children[23 ..< 25] + children[30...]
        #expect(parent.children.map(ObjectIdentifier.init) == expected.map(ObjectIdentifier.init))
    }

    @Test func detachingAChildTwiceOrAStrangerLeavesTheChildrenAsTheyWere() {
        let parent = RecordingRouter(name: "parent")
        let first = RecordingRouter(name: "first")
        let second = RecordingRouter(name: "second")
        parent.attachChild(first)
        parent.attachChild(second)

        parent.detachChild(first)
        parent.detachChild(first)
        parent.detachChild(RecordingRouter(name: "stranger"))

        #expect(parent.children.map(ObjectIdentifier.init) == [ObjectIdentifier(second)])
    }

    // MARK: - Private

    /// Attaches `order.count` children, detaches them in `order` (indices into attach order),
    /// and checks `children` after each detach.
    private func checkDetaching(inOrder order: [Int]) {
        let parent = RecordingRouter(name: "parent")
        let children = order.indices.map { RecordingRouter(name: "child \($0)") }
        for child in children {
            parent.attachChild(child)
        }
        var remaining = Set(children.indices)

        for index in order {
            parent.detachChild(children[index])
            remaining.remove(index)

            let expected = children.indices.filter(remaining.contains).map { ObjectIdentifier(children[$0]) }
            #expect(parent.children.map(ObjectIdentifier.init) == expected, "after detaching child \(index)")
            #expect(!children[index].interactor.isActive)
        }
        #expect(children.allSatisfy { !$0.interactor.isActive })
    }
}

/// A seeded random number generator, so that the random order is the same on every run.
private struct SplitMix64: RandomNumberGenerator {

    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
