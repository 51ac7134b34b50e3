import Foundation
@testable import RIBs
import RIBsTesting
import Testing

/// A saved state with a field that no longer fits: that field alone starts fresh, the rest
/// of the state and the RIB's subtree are restored, and the field is reported.
@MainActor
struct FieldByFieldRestoringTests {

    @Test func aFieldThatNoLongerFitsCostsThatFieldAloneAndTheSubtreeIsRestored() throws {
        let saved = try Self.savedState(#"""
            {"state": {"title": "Notes", "size": {"width": 100, "height": 40}, "fewest": "two", "most": 9},
             "children": {"CounterRouter": {"state": {"count": 3}}}}
            """#)
        let root = SettingsLaunchRouter()
        let child = CounterRouter(name: "child")
        root.didLoadHandler = { $0.attachChild(child) }

        let problems = root.launch(from: LaunchWindowMock(), restoring: saved)

        #expect(problems == [.fieldMismatch(path: [], type: "RestorableState", field: "fewest", reason: "expected Int at fewest")])
        #expect(problems.first?.description
            == "The saved fewest of the root RIB no longer fits RestorableState and starts afresh; the rest was restored: expected Int at fewest")
        #expect(root.interactor.state == .init(title: "Notes", size: .init(width: 100, height: 40), fewest: 0, most: 9))
        #expect(root.interactor.restoreCallCount == 1)
        #expect(child.interactor.count == 3)
    }

    @Test func aFieldOfANestedValueCostsThatFieldAlone() throws {
        let saved = try Self.savedState(#"{"state": {"title": "Notes", "size": {"width": 100, "height": "tall"}, "fewest": 1, "most": 9}}"#)
        let root = SettingsLaunchRouter()

        let problems = root.launch(from: LaunchWindowMock(), restoring: saved)

        #expect(problems == [.fieldMismatch(path: [], type: "RestorableState", field: "size.height", reason: "expected Int at size.height")])
        #expect(root.interactor.state == .init(title: "Notes", size: .init(width: 100, height: 24), fewest: 1, most: 9))
    }

    @Test func theStatesOwnRulesHoldForTheFieldsKept() throws {
        // `fewest` 12 fits on its own, but not with `most` 9, which is tried first.
        let saved = try Self.savedState(#"{"state": {"title": "Notes", "size": {"width": 100, "height": 40}, "fewest": 12, "most": 9}}"#)
        let root = SettingsLaunchRouter()

        let problems = root.launch(from: LaunchWindowMock(), restoring: saved)

        #expect(problems == [.fieldMismatch(path: [], type: "RestorableState", field: "fewest", reason: "more than most at fewest")])
        #expect(root.interactor.state == .init(title: "Notes", size: .init(width: 100, height: 40), fewest: 0, most: 9))
    }

    @Test func aFieldTheSaveLacksStartsFreshAndIsNamed() throws {
        let saved = try Self.savedState(#"{"state": {"size": {"width": 100, "height": 40}, "fewest": 1, "most": 9}}"#)
        let root = SettingsLaunchRouter()

        let problems = root.launch(from: LaunchWindowMock(), restoring: saved)

        #expect(problems == [.fieldMismatch(path: [], type: "RestorableState", field: "title", reason: "no value was saved")])
        #expect(root.interactor.state == .init(title: "Untitled", size: .init(width: 100, height: 40), fewest: 1, most: 9))
    }

    @Test func aStateWithNoFieldThatFitsStartsFreshWithItsSubtree() throws {
        let saved = try Self.savedState(#"""
            {"state": {"title": 1, "size": [], "fewest": "two", "most": null},
             "children": {"CounterRouter": {"state": {"count": 3}}}}
            """#)
        let root = SettingsLaunchRouter()
        let child = CounterRouter(name: "child")
        root.didLoadHandler = { $0.attachChild(child) }

        let problems = root.launch(from: LaunchWindowMock(), restoring: saved)

        #expect(problems == [.stateMismatch(path: [], type: "RestorableState", reason: "expected String at title")])
        #expect(root.interactor.restoreCallCount == 0)
        #expect(child.interactor.restoreCallCount == 0)
    }

    @Test func aStateTooLargeToTryFieldByFieldIsRefusedAsAWhole() throws {
        // A budget of 4 KB, not 8 MiB: a debug build decodes megabytes for a minute, holding
        // one of the test run's two threads.
        let title = String(repeating: "a", count: 4_096 + 1)
        let saved = try Self.savedState(#"{"state": {"title": "\#(title)", "size": {"width": 100, "height": 40}, "fewest": "two", "most": 9}}"#)
        let root = SettingsLaunchRouter()

        let problems = StateSalvageBudget.$bytes.withValue(4_096) {
            root.launch(from: LaunchWindowMock(), restoring: saved)
        }

        #expect(problems == [.stateMismatch(path: [], type: "RestorableState", reason: "expected Int at fewest")])
        #expect(root.interactor.state == SettingsInteractor.fresh)
    }

    @Test func aValueOfAnEnumCaseFallsBackWhereItsTypeSaysSo() throws {
        let saved = try Self.savedState(#"""
            {"state": {"signedIn": {"name": ["Ann"], "visits": 4}}, "children": {"CounterRouter": {"state": {"count": 3}}}}
            """#)
        let root = AccountLaunchRouter()
        let child = CounterRouter(name: "child")
        root.didLoadHandler = { $0.attachChild(child) }

        let problems = root.launch(from: LaunchWindowMock(), restoring: saved)

        #expect(problems == [.fieldMismatch(path: [], type: "RestorableState", field: "signedIn.name", reason: "expected String at signedIn.name")])
        #expect(root.interactor.state == .signedIn(name: "guest", visits: 4))
        #expect(child.interactor.count == 3)
    }

    @Test func outsideARestoreAFieldWithAFallbackIsAsStrictAsAnyOther() throws {
        let saved = try Self.savedState(#"{"state": {"signedIn": {"name": ["Ann"], "visits": 4}}}"#)

        #expect(throws: SavedTreeError.stateMismatch(path: [], type: "RestorableState", reason: "expected String at signedIn.name")) {
            try saved.state(as: AccountInteractor.RestorableState.self)
        }
    }

    // MARK: - Private

    /// A RIB's saved state as a save holds it.
    private static func savedState(_ json: String) throws -> SavedRIBState {
        try JSONDecoder().decode(SavedRIBState.self, from: Data(json.utf8))
    }
}
