import RIBs
import RIBsTesting
import Testing

/// The subtree of a router follows the activeness of the router's interactor.
@MainActor
struct RouterSubtreeTests {

    /// A launched root (active and loaded) with a child and a grandchild attached.
    @MainActor
    private struct Tree {
        let root = RecordingRouter(name: "root")
        let child = RecordingRouter(name: "child")
        let grandchild = RecordingRouter(name: "grandchild")

        init() {
            root.interactor.activate()
            root.load()
            root.attachChild(child)
            child.attachChild(grandchild)
        }

        var activeness: [Bool] {
            [root, child, grandchild].map { $0.interactor.isActive }
        }
    }

    @Test func subtreeDeactivatesWithTheRootInteractor() {
        let tree = Tree()

        tree.root.interactor.deactivate()

        #expect(tree.activeness == [false, false, false])
        #expect(tree.grandchild.interactor.willResignActiveCallCount == 1)
    }

    @Test func subtreeReactivatesWithTheRootInteractor() {
        let tree = Tree()

        tree.root.interactor.deactivate()
        tree.root.interactor.activate()

        #expect(tree.activeness == [true, true, true])
        #expect(tree.child.interactor.didBecomeActiveCallCount == 2)
        #expect(tree.grandchild.interactor.didBecomeActiveCallCount == 2)
    }

    @Test func middleOfTheTreeDeactivatesItsOwnSubtreeOnly() {
        let tree = Tree()

        tree.child.interactor.deactivate()

        #expect(tree.activeness == [true, false, false])
    }

    @Test func detachedChildStaysInactiveWhenItsFormerParentReactivates() {
        let tree = Tree()
        tree.child.detachChild(tree.grandchild)

        tree.root.interactor.deactivate()
        tree.root.interactor.activate()

        #expect(tree.activeness == [true, true, false])
    }

    @Test func subtreeChangesCallOnlyInteractorsWhoseActivenessChanges() {
        let rootInteractable = InteractableMock()
        let root = Router(interactor: rootInteractable)
        let childInteractable = InteractableMock()
        let child = RoutingMock(interactable: childInteractable)
        rootInteractable.isActive = true
        root.load()
        root.attachChild(child)

        rootInteractable.isActive = false
        rootInteractable.isActive = true

        // As in RIBs iOS, so that mocks count only what the parent really changed.
        #expect(rootInteractable.activateCallCount == 0)
        #expect(rootInteractable.deactivateCallCount == 0)
        #expect(childInteractable.activateCallCount == 2)
        #expect(childInteractable.deactivateCallCount == 1)
    }

    @Test func subtreeIsNotBoundBeforeTheRouterLoads() {
        let parent = RecordingRouter(name: "parent")
        let child = RecordingRouter(name: "child")
        parent.attachChild(child)

        parent.interactor.activate()
        parent.interactor.deactivate()

        // The parent was never loaded, so its interactor's activeness does not reach the child.
        #expect(child.interactor.isActive)
    }
}
