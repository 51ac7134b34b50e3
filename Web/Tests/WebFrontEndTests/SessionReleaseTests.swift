import Logging
import RIBs
import RIBsTesting
import ScreenKit
import Testing
@testable import WebFrontEnd
import WebTesting

/// A released session lets its whole RIB tree go.
@MainActor
struct SessionReleaseTests {

    @Test func anExpiredSessionsRIBsAreDeallocated() async throws {
        let tracker = DeallocationTracker()
        let time = ManualTime()
        let registry = SessionRegistry.ticTacToe(limits: SessionLimits(maxSessions: 10, idleTimeout: .seconds(60)),
                                       logger: Logger(label: "test"), now: time.now)
        do {
            let connection = SessionConnection()
            let session = try #require(await registry.connect(resuming: nil, connection: connection))
            await session.play([.editText(field: "player1Name", text: "Alice"), .tapButton(id: "login"), .tapButton(id: "startGame"),
                                .tapGridCell(grid: "board", at: GridPosition(row: 0, column: 0))],
                               from: connection, at: time.now())
            let root = try #require(session.rootRouter)
            track(root, in: tracker)
            #expect(tracker.aliveObjects.count == 6, "\(tracker.aliveObjects)")
            #expect(tracker.aliveObjects.contains("TicTacToeRouter"))
        }
        // Idle for the whole timeout, and no longer: the session lives on.
        time.advance(by: .seconds(60))
        registry.expireIdleSessions()
        #expect(registry.sessionCount == 1)
        time.advance(by: .milliseconds(1))
        registry.expireIdleSessions()
        #expect(registry.sessionCount == 0)
        #expect(tracker.isEverythingDeallocated, "\(tracker.summary)")
    }

    @Test func releasingAllSessionsAtShutdownLetsEveryTreeGo() async throws {
        let tracker = DeallocationTracker()
        let registry = SessionRegistry.ticTacToe(limits: SessionLimits(), logger: Logger(label: "test"))
        do {
            for _ in 0..<3 {
                let page = SessionConnection()
                let session = try #require(await registry.connect(resuming: nil, connection: page))
                await session.send(.action(.tapButton(id: "login")), from: page, at: .now)
                track(try #require(session.rootRouter), in: tracker)
            }
        }
        #expect(registry.sessionCount == 3)
        registry.releaseAll()
        #expect(registry.sessionCount == 0)
        #expect(tracker.isEverythingDeallocated, "\(tracker.summary)")
    }

    /// Tracks every router and interactor of the tree under `router`.
    private func track(_ router: any Routing, in tracker: DeallocationTracker) {
        tracker.track(router)
        tracker.track(router.interactable)
        for child in router.children {
            track(child, in: tracker)
        }
    }
}
