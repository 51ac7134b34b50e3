import ScreenKit
import Testing

/// The one written form of user actions, which the web's messages and the traces share.
struct UserActionFieldsTests {

    static let everyAction: [UserAction] = [
        .editText(field: "name", text: "Ann"),
        .tapButton(id: "save"),
        .chooseRowAction(list: "books", row: "b1", action: "lend"),
        .checkRow(list: "books", row: "b1", isChecked: false),
        .setToggle(id: "hideRead", isOn: true),
        .chooseOption(choice: "sort", index: 1),
        .tapGridCell(grid: "board", at: GridPosition(row: 5, column: 6)),
        .chooseAlertAction(index: 0),
    ]

    @Test(arguments: everyAction)
    func everyActionReadsBackAsWritten(action: UserAction) throws {
        let fields = Dictionary(uniqueKeysWithValues: action.fields.map { ($0.key, $0.value) })

        #expect(try UserAction(name: action.name, field: { fields[$0] }) == action)
    }

    @Test(arguments: everyAction)
    func everyFieldAnActionWritesIsNeededToReadIt(action: UserAction) {
        for missing in action.fields.map(\.key) {
            let fields = Dictionary(uniqueKeysWithValues: action.fields.filter { $0.key != missing }.map { ($0.key, $0.value) })

            #expect(throws: UserActionDecodingError.missingField(missing, of: action.name)) {
                try UserAction(name: action.name, field: { fields[$0] })
            }
        }
    }

    @Test func aCellTapWrittenBeforeGridsHadIdentifiersTapsTheFirstGrid() throws {
        let fields: [String: UserActionField] = ["row": .integer(1), "column": .integer(2)]

        #expect(try UserAction(name: "tapCell", field: { fields[$0] }) == .tapGridCell(grid: "", at: GridPosition(row: 1, column: 2)))
        #expect(throws: UserActionDecodingError.missingField("column", of: "tapCell")) {
            try UserAction(name: "tapCell", field: { ["row": .integer(1)][$0] })
        }
    }

    @Test func aFieldOfAnotherKindOrAnUnknownNameIsRefused() {
        #expect(throws: UserActionDecodingError.wrongType("on", of: "setToggle")) {
            try UserAction(name: "setToggle", field: { ["id": .string("t"), "on": .integer(1)][$0] })
        }
        #expect(throws: UserActionDecodingError.wrongType("index", of: "chooseOption")) {
            try UserAction(name: "chooseOption", field: { ["id": .string("c"), "index": .string("1")][$0] })
        }
        #expect(throws: UserActionDecodingError.unknownAction("swipe")) {
            try UserAction(name: "swipe", field: { _ in nil })
        }
    }
}
