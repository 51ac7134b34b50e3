import Foundation
import RIBs
import Testing

struct SavedTreeDecodingTests {

    @Test(arguments: [
        ("", "corrupt"),
        ("{\"format\": \"RIBs saved tree\", ", "corrupt"),
        ("\u{FF}\u{FE}garbage", "corrupt"),
        ("[1, 2, 3]", "notASavedTree"),
        ("\"RIBs saved tree\"", "notASavedTree"),
        ("{\"format\": 7}", "notASavedTree"),
        ("{\"name\": \"something else\"}", "notASavedTree"),
        ("{\"format\": \"RIBs saved tree\"}", "corrupt"),
        ("{\"format\": \"RIBs saved tree\", \"formatVersion\": 1, \"appVersion\": 1}", "corrupt"),
        ("{\"format\": \"RIBs saved tree\", \"formatVersion\": 1, \"appVersion\": 1, \"root\": {\"children\": 4}}", "corrupt"),
        ("{\"format\": \"RIBs saved tree\", \"formatVersion\": 2, \"appVersion\": 1, \"root\": {}}", "newerFormat"),
        ("{\"format\": \"RIBs saved tree\", \"formatVersion\": 1, \"appVersion\": 3, \"root\": {}}", "newerAppVersion"),
        ("{\"format\": \"RIBs saved tree\", \"formatVersion\": 1, \"appVersion\": 1, \"root\": {}}", "noMigration"),
    ])
    func dataThatCannotBeUsedGetsATypedError(text: String, expected: String) {
        do {
            _ = try SavedTree.decode(from: Data(text.utf8), appVersion: 2)
            Issue.record("Expected \(expected) for \(text)")
        } catch {
            #expect(kind(of: error) == expected, "\(error)")
            #expect(!error.description.isEmpty)
        }
    }

    @Test func dataLargerThanTheLimitIsRefusedUnread() throws {
        let data = Data(repeating: UInt8(ascii: "{"), count: 2_000)

        #expect(throws: SavedTreeError.tooLarge(byteCount: 2_000, byteLimit: 1_000)) {
            try SavedTree.decode(from: data, byteLimit: 1_000)
        }
    }

    @Test func deeplyNestedDataIsCorruptNotACrash() {
        let depth = 100_000
        let text = "{\"format\": \"RIBs saved tree\", \"formatVersion\": 1, \"appVersion\": 1, \"root\": "
            + String(repeating: "{\"children\": {\"a\": ", count: depth) + "{}" + String(repeating: "}}", count: depth) + "}"

        #expect(throws: SavedTreeError.self) {
            try SavedTree.decode(from: Data(text.utf8), byteLimit: .max)
        }
    }

    @Test func aMigrationBringsAnOlderTreeUpToDate() throws {
        struct ScoreV1: Codable, Sendable {
            var wins: Int
        }
        struct ScoreV2: Codable, Sendable, Equatable {
            var wins: Int
            var draws: Int
        }
        let old = try SavedTree(appVersion: 1, root: SavedRIBState(children: ["Score": SavedRIBState(state: ScoreV1(wins: 4))])).encoded()

        let tree = try SavedTree.decode(from: old, appVersion: 2) { root, savedAppVersion in
            #expect(savedAppVersion == 1)
            if let v1 = try root.children["Score"]?.state(as: ScoreV1.self) {
                root.children["Score"]?.setState(ScoreV2(wins: v1.wins, draws: 0))
            }
        }

        #expect(tree.appVersion == 2)
        #expect(try tree.root.children["Score"]?.state(as: ScoreV2.self) == ScoreV2(wins: 4, draws: 0))
    }

    @Test func aMigrationThatThrowsRefusesTheTree() throws {
        struct Refused: Error, CustomStringConvertible {
            var description: String { "too old" }
        }
        let old = try SavedTree(appVersion: 1, root: SavedRIBState()).encoded()

        #expect(throws: SavedTreeError.migrationFailed(from: 1, reason: "too old")) {
            try SavedTree.decode(from: old, appVersion: 2) { _, _ in throw Refused() }
        }
    }

    @Test func aTreeOfTheCurrentVersionIsNotMigrated() throws {
        let data = try SavedTree(appVersion: 2, root: SavedRIBState(state: 5)).encoded()

        let tree = try SavedTree.decode(from: data, appVersion: 2) { _, _ in
            Issue.record("The migration ran for a tree of the current version.")
        }

        #expect(try tree.root.state(as: Int.self) == 5)
    }

    @Test func everyJSONValueSurvivesARoundTrip() throws {
        struct Everything: Codable, Sendable, Equatable {
            var flag = true
            var whole: Int64 = -9_007_199_254_740_993
            var fraction = 0.1
            var text = "é\u{0}\"\\"
            var nothing: Int?
            var list: [Int?] = [1, nil, 3]
            var nested: [String: [String: Bool]] = ["a": ["b": false]]
        }
        let data = try SavedTree(root: SavedRIBState(state: Everything())).encoded()

        let decoded = try SavedTree.decode(from: data).root.state(as: Everything.self)

        #expect(decoded == Everything())
    }

    // MARK: - Private

    private func kind(of error: SavedTreeError) -> String {
        switch error {
        case .tooLarge: "tooLarge"
        case .corrupt: "corrupt"
        case .notASavedTree: "notASavedTree"
        case .newerFormat: "newerFormat"
        case .newerAppVersion: "newerAppVersion"
        case .noMigration: "noMigration"
        case .migrationFailed: "migrationFailed"
        case .stateMismatch: "stateMismatch"
        case .fieldMismatch: "fieldMismatch"
        case .encodingFailed: "encodingFailed"
        }
    }
}
