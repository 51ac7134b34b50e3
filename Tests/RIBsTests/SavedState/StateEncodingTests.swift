import Foundation
import RIBs
import Testing

/// Each interactor's state is written by RIBs' own JSON writer where it can, and by
/// `JSONEncoder` where it cannot: either way, the document is what `JSONEncoder` writes.
struct StateEncodingTests {

    @Test(arguments: StateEncodingTests.states)
    func aStateIsWrittenAsJSONEncoderWritesIt(_ state: Sample) throws {
        let root = SavedRIBState(state: state.value, children: ["child": SavedRIBState(state: state.value)])

        #expect(try document(SavedTree(appVersion: 2, root: root)) == expectedDocument(appVersion: 2, root: root), "\(state)")
    }

    @Test func aStateSeesTheCodingPathFromItselfAsWithItsOwnJSONEncoder() throws {
        let state = PathReporter(inner: [PathReporter.Inner(), PathReporter.Inner()])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]

        let text = try document(SavedTree(root: SavedRIBState(state: state)))

        #expect(String(decoding: try encoder.encode(state), as: UTF8.self) == #"{"inner":["inner.0","inner.1"]}"#)
        #expect(text.contains(#""state":{"inner":["inner.0","inner.1"]}"#), "\(text)")
    }

    @Test func anErrorAStateThrowsIsTheTreesError() {
        struct Failing: Encodable, Sendable {
            struct Refusal: Error {}
            func encode(to encoder: any Encoder) throws {
                throw Refusal()
            }
        }

        #expect(throws: SavedTreeError.self) {
            try SavedTree(root: SavedRIBState(state: Failing())).encoded()
        }
    }

    // MARK: - Samples

    /// A state, named for the test's report.
    struct Sample: Sendable, CustomTestStringConvertible {
        let name: String
        let value: any Encodable & Sendable

        var testDescription: String {
            name
        }
    }

    static let states: [Sample] = [
        Sample(name: "structures, arrays, an optional left out", value: Board(moves: [5, 1, 9], winner: nil, score: Score(wins: 2, draws: 0))),
        Sample(name: "an optional present", value: Board(moves: [], winner: "Ann", score: Score(wins: 0, draws: 7))),
        Sample(name: "enumeration cases", value: [Login.loggedOut, .loggedIn(player1Name: "Ann", player2Name: "Bob"), .watching("Eve")]),
        Sample(name: "raw values", value: [Mark.cross, .nought]),
        Sample(name: "strings to escape", value: ["quote \" backslash \\ slash / tab \t newline \n return \r bell \u{7} del \u{7F}",
                                                   "é 漢 🏳️‍🌈", "\u{8}\u{C}\u{1F}", ""]),
        Sample(name: "dictionaries, keys sorted by their bytes",
               value: ["b": 1, "B": 2, "a10": 3, "a2": 4, "_x": 5, "é": 6, "tab\t": 7, "quote\"": 8, "": 9]),
        Sample(name: "integer keys", value: [10: "ten", 2: "two", -1: "minus one"]),
        Sample(name: "integers at their limits", value: Limits()),
        Sample(name: "nested arrays and nulls", value: [[1, nil, 3], [], nil] as [[Int?]?]),
        Sample(name: "an empty structure", value: Empty()),
        Sample(name: "a key encoded twice", value: Twice()),
        Sample(name: "nested containers", value: Nested()),
        Sample(name: "a single value wrapping a structure", value: Wrapper(score: Score(wins: 1, draws: 1))),
        Sample(name: "floating-point numbers", value: ["half": 0.5, "third": 1.0 / 3, "big": 1e300, "negative zero": -0.0]),
        Sample(name: "a float among integers", value: Mixed()),
        Sample(name: "dates, data, URLs and decimals", value: Foundational()),
        Sample(name: "a superclass encoder", value: Inheriting()),
        Sample(name: "a value that encodes nothing", value: ["nothing": Nothing()]),
    ]

    struct Score: Codable, Sendable {
        let wins: Int
        let draws: Int
    }

    struct Board: Codable, Sendable {
        let moves: [Int]
        let winner: String?
        let score: Score
    }

    enum Login: Codable, Sendable {
        case loggedOut
        case loggedIn(player1Name: String, player2Name: String)
        case watching(String)
    }

    enum Mark: String, Codable, Sendable {
        case cross = "X"
        case nought = "O"
    }

    struct Limits: Codable, Sendable {
        var smallest = Int.min
        var largest = Int.max
        var unsigned = UInt64.max
        var byte: UInt8 = 255
        var signedByte: Int8 = -128
        var flags = [true, false]
    }

    struct Empty: Codable, Sendable {}

    struct Twice: Encodable, Sendable {
        enum CodingKeys: String, CodingKey {
            case value
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(1, forKey: .value)
            try container.encode("second", forKey: .value)
        }
    }

    struct Nested: Encodable, Sendable {
        enum CodingKeys: String, CodingKey {
            case outer, list
        }

        enum InnerKeys: String, CodingKey {
            case z, a
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            var outer = container.nestedContainer(keyedBy: InnerKeys.self, forKey: .outer)
            try outer.encode(1, forKey: .z)
            try outer.encodeNil(forKey: .a)
            var list = container.nestedUnkeyedContainer(forKey: .list)
            try list.encode("first")
            var inList = list.nestedContainer(keyedBy: InnerKeys.self)
            try inList.encode(true, forKey: .a)
            var deeper = list.nestedUnkeyedContainer()
            try deeper.encodeNil()
        }
    }

    struct Wrapper: Encodable, Sendable {
        let score: Score

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(score)
        }
    }

    struct Mixed: Codable, Sendable {
        var count = 3
        var ratio: Float = 0.25
    }

    struct Foundational: Encodable, Sendable {
        var date = Date(timeIntervalSince1970: 1_000_000)
        var data = Data([0, 1, 2, 255])
        var url = URL(string: "https://example.com/a/b?c=d")
        var amount = Decimal(string: "12.34")
    }

    class Base: Encodable, @unchecked Sendable {
        var base = 1
    }

    final class Inheriting: Base, @unchecked Sendable {
        var own = 2

        enum CodingKeys: String, CodingKey {
            case own
        }

        override func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(own, forKey: .own)
            try super.encode(to: container.superEncoder())
        }
    }

    struct Nothing: Encodable, Sendable {
        func encode(to encoder: any Encoder) throws {}
    }

    /// Writes where it is, as a type that reports its position might.
    struct PathReporter: Encodable, Sendable {
        struct Inner: Encodable, Sendable {
            func encode(to encoder: any Encoder) throws {
                var container = encoder.singleValueContainer()
                try container.encode(encoder.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: "."))
            }
        }

        let inner: [Inner]
    }

    // MARK: - Private

    private func document(_ tree: SavedTree) throws -> String {
        String(decoding: try tree.encoded(), as: UTF8.self)
    }

    private func expectedDocument(appVersion: Int, root: SavedRIBState) throws -> String {
        struct Document: Encodable {
            let appVersion: Int
            let format: String
            let formatVersion: Int
            let root: SavedRIBState
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let document = Document(appVersion: appVersion, format: SavedTree.format, formatVersion: SavedTree.formatVersion, root: root)
        return String(decoding: try encoder.encode(document), as: UTF8.self)
    }
}
