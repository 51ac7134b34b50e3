import Foundation
import ScreenKit
import Testing
@testable import WebFrontEnd

/// The page's messages are read without `JSONDecoder` when they are flat objects of plain
/// values; what the reader takes, it reads as `JSONDecoder` does, and the rest it leaves to it.
struct FlatJSONObjectTests {

    @Test(arguments: [
        #"{"v":1,"type":"tapCell","row":0,"column":2}"#,
        #" { "v" : 2 , "type" : "openLink" , "link" : "ribs-training://launchGame?gameId=ticTacToe" } "#,
        "{\"v\":1,\r\n\t\"type\":\"editText\",\"field\":\"player1Name\",\"text\":\"Ann 🏳️‍🌈 漢字 /\"}",
        #"{"v":1,"type":"showInspector","visible":false,"extra":true,"other":-12}"#,
        #"{"v":1,"type":"chooseAlertAction","index":123456789012345678}"#,
        #"{}"#,
    ])
    func aFlatObjectIsReadAsJSONDecoderReadsIt(text: String) throws {
        let object = try #require(FlatJSONObject(text))

        let decoded = try JSONDecoder().decode([String: PlainValue].self, from: Data(text.utf8))
        for (key, value) in decoded {
            #expect(object[key] == value.flat, "\(key)")
        }
        #expect(object["absent"] == nil)
    }

    @Test(arguments: [
        // Not JSON, or not an object.
        "", "not json", "[1, 2]", #""text""#, "{", #"{"v":1"#, #"{"v":1,}"#, #"{"v" 1}"#, #"{"v":1} x"#, #"{,"v":1}"#,
        // JSON this reader leaves to JSONDecoder.
        #"{"v":1.0}"#, #"{"v":1e0}"#, #"{"v":01}"#, #"{"v":-0}"#, #"{"v":1234567890123456789}"#, #"{"v":null}"#,
        #"{"text":"quote \" inside"}"#, #"{"text":"\u0041"}"#, "{\"text\":\"tab\tinside\"}", #"{"a":{"b":1}}"#, #"{"a":[1]}"#,
        #"{"v":1,"v":2}"#, #"{"v":tru}"#, #"{"v":-}"#, #"{"v"}"#,
    ])
    func anythingElseIsLeftToJSONDecoder(text: String) {
        #expect(FlatJSONObject(text) == nil)
    }

    @Test(arguments: [
        (#"{"v":1,"type":"tapCell","row":0,"column":2}"#, ClientMessage.action(.tapGridCell(grid: "", at: GridPosition(row: 0, column: 2)))),
        (#"{"v":1,"type":"tapCell","row":"0","column":2}"#, nil),
        (#"{"v":1,"type":"tapCell","row":0.5,"column":2}"#, nil),
        // Keys an action does not read are ignored, whatever their values.
        (#"{"v":1,"type":"tapButton","id":"login","row":"ignored unless a cell"}"#, .action(.tapButton(id: "login"))),
        (#"{"v":1,"type":"tapButton","id":"login","extra":{"nested":[1.5,null]}}"#, .action(.tapButton(id: "login"))),
        (#"{"v":2,"type":"checkRow","list":"errands","row":"3","checked":true}"#,
         .action(.checkRow(list: "errands", row: "3", isChecked: true))),
        (#"{"v":2,"type":"checkRow","list":"errands","row":"\u0033","checked":false}"#,
         .action(.checkRow(list: "errands", row: "3", isChecked: false))),
        (#"{"v":2,"type":"checkRow","list":"errands","row":3,"checked":true}"#, nil),
        (#"{"v":2,"type":"chooseRowAction","list":"errands","row":"3","id":"remove"}"#,
         .action(.chooseRowAction(list: "errands", row: "3", action: "remove"))),
        (#"{"v":2,"type":"setToggle","id":"hideDone","on":false}"#, .action(.setToggle(id: "hideDone", isOn: false))),
        (#"{"v":2,"type":"setToggle","id":"hideDone","on":"false"}"#, nil),
        (#"{"v":2,"type":"chooseOption","id":"sort","index":1}"#, .action(.chooseOption(choice: "sort", index: 1))),
        (#"{"v":2,"type":"tapGridCell","grid":"dots","row":5,"column":6}"#,
         .action(.tapGridCell(grid: "dots", at: GridPosition(row: 5, column: 6)))),
        (#"{"v":2,"type":"tapGridCell","grid":"dots","row":5}"#, nil),
        (#"{"v":1,"type":"editText","field":"player1Name","text":"A\u006En"}"#, .action(.editText(field: "player1Name", text: "Ann"))),
        (#"{"v":1,"type":"showInspector","visible":true}"#, .showInspector(true)),
        (#"{"v":2,"type":"getTrace"}"#, .getTrace),
    ] as [(String, ClientMessage?)])
    func messagesReadEitherWayAreTheSame(text: String, expected: ClientMessage?) {
        switch ClientMessage.parse(text) {
        case let .success(message): #expect(message == expected)
        case .failure: #expect(expected == nil)
        }
    }

    @Test func anObjectOfMoreFieldsThanTheReaderTakesIsStillReadByJSONDecoder() throws {
        let extra = (0..<FlatJSONObject.maxFieldCount).map { #""extra\#($0)":\#($0)"# }.joined(separator: ",")
        let atTheLimit = #"{"v":1,"#
            + (0..<FlatJSONObject.maxFieldCount - 1).map { #""extra\#($0)":\#($0)"# }.joined(separator: ",") + "}"
        let text = #"{"v":1,"type":"tapCell","row":0,"column":2,"# + extra + "}"

        #expect(FlatJSONObject(atTheLimit)?["extra0"] == .integer(0))
        #expect(FlatJSONObject(text) == nil)
        #expect(try ClientMessage.parse(text).get() == .action(.tapGridCell(grid: "", at: GridPosition(row: 0, column: 2))))
    }

    /// A JSON value as `JSONDecoder` reads it, for comparison.
    private enum PlainValue: Decodable {
        case string(String)
        case integer(Int)
        case bool(Bool)

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let bool = try? container.decode(Bool.self) {
                self = .bool(bool)
            } else if let integer = try? container.decode(Int.self) {
                self = .integer(integer)
            } else {
                self = .string(try container.decode(String.self))
            }
        }

        var flat: FlatJSONObject.Value {
            switch self {
            case let .string(string): .string(string)
            case let .integer(integer): .integer(integer)
            case let .bool(bool): .bool(bool)
            }
        }
    }
}
