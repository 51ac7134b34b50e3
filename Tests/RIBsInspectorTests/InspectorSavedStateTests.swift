import Foundation
import RIBs
import RIBsInspector
import Testing

/// The inspector shows, per RIB, what its interactor would save.
@MainActor
struct InspectorSavedStateTests {

    private final class CountingInteractor: Interactor, StateRestoring {
        struct RestorableState: Codable, Sendable {
            var count: Int
            var label: String
        }

        var count = 0
        private(set) var restorableStateReadCount = 0

        var restorableState: RestorableState {
            restorableStateReadCount += 1
            return RestorableState(count: count, label: "a/b")
        }

        func restore(from state: RestorableState) {
            count = state.count
        }
    }

    private final class CountingRouter: Router<CountingInteractor> {}

    @Test func eachRIBShowsWhatItWouldSaveNowAndOthersNothing() {
        let root = CountingRouter(interactor: CountingInteractor())
        root.interactable.activate()
        root.load()
        root.attachChild(NamedRouter.child())
        let inspector = RIBInspector(following: root)

        root.interactor.count = 2

        #expect(inspector.tree == InspectorTreeNode(name: "CountingRouter", isActive: true, savedState: #"{"count":2,"label":"a/b"}"#,
                                                    interactor: "CountingInteractor",
                                                    children: [InspectorTreeNode(name: "ChildRouter", isActive: true, interactor: "Interactor")]))
    }

    @Test func theStateTravelsAsTextUnderTheKeyStateAndOnlyWhenThereIsOne() throws {
        let node = InspectorTreeNode(name: "A", isActive: true, savedState: #"{"x":1}"#, children: [InspectorTreeNode(name: "B", isActive: false)])

        let json = String(decoding: try JSONEncoder().encode(node), as: UTF8.self)

        #expect(json.contains(#""state":"{\"x\":1}""#))
        #expect(json.components(separatedBy: "\"state\"").count == 2)
        #expect(try JSONDecoder().decode(InspectorTreeNode.self, from: Data(json.utf8)) == node)
    }

    @Test func nobodyWatchingTheUpdatesCostsNoTreeOnlyTheTimeline() {
        let root = CountingRouter(interactor: CountingInteractor())
        let inspector = RIBInspector(following: root)

        root.interactable.activate()
        root.load()
        root.attachChild(NamedRouter.child())

        #expect(inspector.timeline.events.count == 5)
        #expect(root.interactor.restorableStateReadCount == 0)

        var trees: [InspectorTreeNode] = []
        let subscription = inspector.updates.sink { trees.append($0.tree) }
        root.attachChild(NamedRouter.child())
        #expect(trees.count == 3)
        #expect(root.interactor.restorableStateReadCount == 3)

        subscription.cancel()
        root.attachChild(NamedRouter.child())
        #expect(trees.count == 3)
        #expect(root.interactor.restorableStateReadCount == 3)
    }
}
