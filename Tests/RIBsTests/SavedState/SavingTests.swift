import Foundation
import RIBs
import RIBsTesting
import Testing

@MainActor
struct SavingTests {

    @Test func savingWalksTheTreeKeepingEachStateUnderItsRoutersTypeName() throws {
        let root = CounterLaunchRouter(count: 1)
        let plain = RecordingRouter(name: "plain")
        let counter = CounterRouter(name: "counter", count: 3)
        root.launch(from: LaunchWindowMock())
        root.attachChild(plain)
        plain.attachChild(counter)

        let saved = try #require(root.savedState())

        #expect(try saved.state(as: CounterInteractor.RestorableState.self) == .init(count: 1))
        let plainNode = try #require(saved.children["RecordingRouter"])
        #expect(!plainNode.hasState)
        let counterNode = try #require(plainNode.children["CounterRouter"])
        #expect(try counterNode.state(as: CounterInteractor.RestorableState.self) == .init(count: 3))
        #expect(counterNode.children.isEmpty)
    }

    @Test func subtreesThatSaveNothingAreLeftOut() {
        let root = RecordingRouter(name: "root")
        let child = RecordingRouter(name: "child")
        root.interactor.activate()
        root.load()
        root.attachChild(child)
        child.attachChild(RecordingRouter(name: "grandchild"))

        #expect(root.savedState() == nil)
        #expect(SavedTree(saving: root).root == SavedRIBState())
    }

    @Test func aStateIsSavedAsItIsWhenSaved() throws {
        let root = CounterLaunchRouter(count: 1)
        root.launch(from: LaunchWindowMock())
        let before = try #require(root.savedState())

        root.interactor.count = 2

        #expect(try before.state(as: CounterInteractor.RestorableState.self) == .init(count: 1))
        #expect(try root.savedState()?.state(as: CounterInteractor.RestorableState.self) == .init(count: 2))
    }

    @Test func eachSaveWritesTheStatesAsTheyAreThenWhetherTheyChangedOrNot() throws {
        let root = CounterLaunchRouter(count: 1)
        root.launch(from: LaunchWindowMock())
        let child = CounterRouter(name: "child", count: 3)
        root.attachChild(child, tag: "child")
        let first = try SavedTree(saving: root).encoded()

        // An unchanged state is written from what the last save kept; a changed one anew.
        child.interactor.count = 4
        let second = try SavedTree(saving: root).encoded()
        child.interactor.count = 3
        let third = try SavedTree(saving: root).encoded()

        #expect(String(decoding: second, as: UTF8.self).hasSuffix(#""root":{"children":{"child":{"state":{"count":4}}},"state":{"count":1}}}"#))
        #expect(third == first)
    }

    @Test func aStateThatIsNotEquatableIsWrittenAnewAtEverySave() throws {
        let root = Router(interactor: UncomparableCounterInteractor())
        root.interactor.activate()
        root.load()
        let first = try SavedTree(saving: root).encoded()

        root.interactor.count = 7

        #expect(String(decoding: try SavedTree(saving: root).encoded(), as: UTF8.self).hasSuffix(#""root":{"state":{"count":7}}}"#))
        #expect(String(decoding: first, as: UTF8.self).hasSuffix(#""root":{"state":{"count":0}}}"#))
    }

    @Test func anUnchangedEquatableStateIsNotEncodedAgainWhicheverWayTheTreeIsWritten() throws {
        let root = Router(interactor: EncodeCountingInteractor())
        root.interactor.activate()
        root.load()
        let encodes = root.interactor.encodes

        _ = try SavedTree.encoded(saving: root)
        _ = try SavedTree.encoded(saving: root)
        _ = try SavedTree(saving: root).encoded()
        #expect(encodes.count == 1)

        root.interactor.count = 2
        let changed = try SavedTree.encoded(saving: root)
        _ = try SavedTree(saving: root).encoded()

        #expect(encodes.count == 2)
        #expect(String(decoding: changed, as: UTF8.self).hasSuffix(#""root":{"state":{"count":2}}}"#))
    }

    @Test func theSameStateAlwaysEncodesToTheSameBytes() throws {
        func savedBytes() throws -> Data {
            let root = CounterLaunchRouter(count: 1)
            root.launch(from: LaunchWindowMock())
            for (index, tag) in ["b", "a", "c"].enumerated() {
                root.attachChild(CounterRouter(name: tag, count: index), tag: tag)
            }
            return try SavedTree(saving: root, appVersion: 3).encoded()
        }

        let first = try savedBytes()

        #expect(try savedBytes() == first)
        let text = String(decoding: first, as: UTF8.self)
        #expect(text == #"{"appVersion":3,"format":"RIBs saved tree","formatVersion":1,"root":{"children":{"a":{"state":{"count":1}},"b":{"state":{"count":0}},"c":{"state":{"count":2}}},"state":{"count":1}}}"#)
    }

    @Test func theDocumentIsWhatJSONEncoderWritesForTheWholeTree() throws {
        struct Document: Encodable {
            let appVersion: Int
            let format: String
            let formatVersion: Int
            let root: SavedRIBState
        }
        struct Odd: Codable, Sendable {
            var text = "quote \" backslash \\ slash / tab \t newline \n bell \u{7} é 漢 🏳️‍🌈"
            var values: [String: Double] = ["z": 1.5, "A": -0.0, "a10": 1e300, "a2": 2]
        }
        let tags = ["b", "B", "a10", "a2", "A#2", "_x", "é", "tab\t", "quote\"", "slash/"]
        let root = SavedRIBState(state: Odd(), children: Dictionary(uniqueKeysWithValues: tags.enumerated().map { index, tag in
            (tag, SavedRIBState(state: index % 2 == 0 ? nil : Odd(), children: index % 3 == 0 ? ["leaf": SavedRIBState(state: [index])] : [:]))
        }))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]

        let expected = try encoder.encode(Document(appVersion: 7, format: SavedTree.format, formatVersion: SavedTree.formatVersion, root: root))

        #expect(String(decoding: try SavedTree(appVersion: 7, root: root).encoded(), as: UTF8.self) == String(decoding: expected, as: UTF8.self))
    }

    @Test func childrenOfOneTypeAreNumberedInAttachOrderUnlessTagged() throws {
        let root = CounterLaunchRouter()
        root.launch(from: LaunchWindowMock())
        root.attachChild(CounterRouter(name: "first", count: 1))
        root.attachChild(CounterRouter(name: "second", count: 2))
        root.attachChild(CounterRouter(name: "third", count: 3), tag: "special")

        let saved = try #require(root.savedState())

        #expect(Set(saved.children.keys) == ["CounterRouter", "CounterRouter#2", "special"])
        #expect(try saved.children["CounterRouter#2"]?.state(as: CounterInteractor.RestorableState.self) == .init(count: 2))
        #expect(try saved.children["special"]?.state(as: CounterInteractor.RestorableState.self) == .init(count: 3))
    }

    @Test func writingALiveTreeInOnePassGivesTheBytesOfItsSavedTree() throws {
        let root = CounterLaunchRouter(count: 1)
        root.launch(from: LaunchWindowMock())
        let plain = RecordingRouter(name: "plain")
        root.attachChild(plain)
        plain.attachChild(CounterRouter(name: "grandchild", count: 5))
        plain.attachChild(RecordingRouter(name: "saves nothing"))
        for (index, tag) in ["b", "a", "c"].enumerated() {
            root.attachChild(CounterRouter(name: tag, count: index), tag: tag)
        }
        let changing = CounterRouter(name: "untagged", count: 7)
        root.attachChild(changing)
        root.attachChild(CounterRouter(name: "untagged too", count: 8))

        for count in [7, 9, 7] {
            changing.interactor.count = count
            let onePass = try SavedTree.encoded(saving: root, appVersion: 2)
            #expect(String(decoding: onePass, as: UTF8.self) == String(decoding: try SavedTree(saving: root, appVersion: 2).encoded(), as: UTF8.self))
        }
        let nothingSaved = RecordingRouter(name: "root")
        nothingSaved.attachChild(RecordingRouter(name: "child"))
        #expect(try SavedTree.encoded(saving: nothingSaved) == SavedTree(saving: nothingSaved).encoded())
        #expect(throws: SavedTreeError.tooLarge(byteCount: try SavedTree(saving: root).encoded().count, byteLimit: 100)) {
            try SavedTree.encoded(saving: root, byteLimit: 100)
        }
    }

    @Test func anEncodedTreeLargerThanTheLimitIsRefused() throws {
        let tree = SavedTree(root: SavedRIBState(state: String(repeating: "x", count: 200)))

        #expect(throws: SavedTreeError.self) { try tree.encoded(byteLimit: 100) }
        do {
            _ = try tree.encoded(byteLimit: 100)
        } catch {
            guard case let .tooLarge(byteCount, byteLimit) = error else {
                Issue.record("Expected tooLarge, got \(error)")
                return
            }
            #expect(byteCount > 200)
            #expect(byteLimit == 100)
        }
    }

    @Test func theInspectorSeesEachStateAsSortedJSON() throws {
        struct Pair: Codable, Sendable {
            var zebra = 1
            var apple = "a/b"
        }

        #expect(SavedRIBState(state: Pair()).stateDescription == #"{"apple":"a/b","zebra":1}"#)
        #expect(SavedRIBState().stateDescription == nil)
    }
}

/// An interactor whose state has no `==`: nothing tells an unchanged one from a changed one.
@MainActor
private final class UncomparableCounterInteractor: Interactor, StateRestoring {

    struct RestorableState: Codable, Sendable {
        var count: Int
    }

    var count = 0

    var restorableState: RestorableState {
        RestorableState(count: count)
    }

    func restore(from state: RestorableState) {
        count = state.count
    }
}

/// An interactor whose `Equatable` state counts how often it is encoded.
@MainActor
private final class EncodeCountingInteractor: Interactor, StateRestoring {

    final class Counter: @unchecked Sendable {
        var count = 0
    }

    struct RestorableState: Codable, Sendable, Equatable {
        var count: Int
        let encodes: Counter

        init(count: Int, encodes: Counter) {
            self.count = count
            self.encodes = encodes
        }

        init(from decoder: any Decoder) throws {
            self.init(count: try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .count), encodes: Counter())
        }

        func encode(to encoder: any Encoder) throws {
            encodes.count += 1
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(count, forKey: .count)
        }

        static func == (lhs: RestorableState, rhs: RestorableState) -> Bool {
            lhs.count == rhs.count
        }

        private enum CodingKeys: String, CodingKey {
            case count
        }
    }

    let encodes = Counter()
    var count = 0

    var restorableState: RestorableState {
        RestorableState(count: count, encodes: encodes)
    }

    func restore(from state: RestorableState) {
        count = state.count
    }
}
