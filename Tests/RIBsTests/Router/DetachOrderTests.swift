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

    @Test func scatteredOrder() {
        checkDetaching(inOrder: scattered(Self.childCount))
    }

    @Test func aFewChildrenFoundWithoutAnIndexInEveryOrder() {
        checkDetaching(inOrder: Array((0 ..< 10).reversed()))
        checkDetaching(inOrder: Array(0 ..< 10))
        checkDetaching(inOrder: scattered(10))
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

    /// 0 ..< `count` in a scattered order that is the same on every run: index times a
    /// number prime to `count`, modulo `count`.
    private func scattered(_ count: Int) -> [Int] {
        (0 ..< count).map { $0 * 37 % count }
    }

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
