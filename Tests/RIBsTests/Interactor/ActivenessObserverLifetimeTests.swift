import Dispatch
import Foundation
@testable import RIBs
import Testing

/// An interactor holds its observers `unowned(unsafe)`: these tests check that each observer
/// leaves its slot before its memory can go, whichever way it goes.
@MainActor
struct ActivenessObserverLifetimeTests {

    @Test func aDeallocatedRouterLeavesItsInteractorsObservers() {
        let interactor = RecordingInteractor(name: "interactor")
        var router: RecordingRouter? = RecordingRouter(interactor: interactor)
        router?.load()
        #expect(interactor.activenessObserverCount == 1)

        router = nil

        #expect(interactor.activenessObserverCount == 0)
        // Nothing is told any more: with a dangling slot this would reach freed memory.
        interactor.activate()
        interactor.deactivate()
        #expect(interactor.log.entries == ["interactor.didLoad", "interactor.didBecomeActive", "interactor.willResignActive"])
    }

    @Test func aRouterReleasedOffTheMainActorIsToldUntilItsDeinitRuns() async {
        let log = EventLog()
        let interactor = RecordingInteractor(name: "parent", log: log)
        let child = RecordingRouter(name: "child", log: log)
        let box = RouterBox(RecordingRouter(interactor: interactor))
        box.router?.interactor.activate()
        box.router?.load()
        box.router?.attachChild(child)

        // The last reference goes on another thread: the router's isolated deinit waits for
        // the main actor, which this test holds until it deactivates the interactor. A thread
        // of its own, not a detached task: the main thread waits for it, and a task could
        // wait meanwhile for one of the cooperative pool's threads, all busy on a busy machine.
        let released = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            box.release()
            released.signal()
        }
        waitWithoutSuspending(for: released)
        interactor.deactivate()
        await Task.yield()

        // The router, still in memory, took its child along; then its deinit removed its slot.
        #expect(log.entries.suffix(2) == ["parent.willResignActive", "child.willResignActive"])
        #expect(interactor.activenessObserverCount == 0)
        interactor.activate()
        #expect(!child.interactor.isActive)
    }

    @Test func aStoppedFollowerLeavesTheInteractorsOfItsTree() {
        let root = RecordingRouter(name: "root")
        root.interactor.activate()
        root.load()
        var follower: RIBEvents? = RIBEvents(following: root)
        #expect(root.interactor.activenessObserverCount == 2)

        follower = nil

        #expect(follower == nil)
        #expect(root.interactor.activenessObserverCount == 1)
        root.interactor.deactivate()
        root.interactor.activate()
        #expect(root.interactor.isActive)
    }
}

/// Hands a router's last reference to another thread.
private final class RouterBox: @unchecked Sendable {

    // Unchecked: the main actor writes it before the detached task starts, the task only
    // clears it, and the test waits for that before reading it again.
    private(set) var router: RecordingRouter?

    init(_ router: RecordingRouter) {
        self.router = router
    }

    /// Drops the reference, on whatever thread calls it.
    func release() {
        router = nil
    }
}

/// Blocks the calling thread, holding the main actor, until `semaphore` is signalled.
private func waitWithoutSuspending(for semaphore: DispatchSemaphore) {
    semaphore.wait()
}
