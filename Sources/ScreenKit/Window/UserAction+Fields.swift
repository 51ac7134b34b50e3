/// A value in a user action's written form: the web's messages and the session traces write
/// every action as a name and flat fields of these, with one codec (``UserAction/name``,
/// ``UserAction/fields`` and ``UserAction/init(name:field:)``).
public enum UserActionField: Equatable, Sendable {

    /// A text, such as an element's identifier.
    case string(String)

    /// A whole number, such as an index.
    case integer(Int)

    /// Yes or no, such as whether a toggle is on.
    case bool(Bool)
}

/// Why a written user action could not be read.
public enum UserActionDecodingError: Error, Equatable, Sendable, CustomStringConvertible {

    /// No action has this name.
    case unknownAction(String)

    /// The action needs a field that is absent.
    case missingField(String, of: String)

    /// A field holds a value of another kind than the action needs.
    case wrongType(String, of: String)

    /// A sentence naming what is wrong.
    public var description: String {
        switch self {
        case let .unknownAction(name): "unknown action \"\(name)\""
        case let .missingField(field, name): "\"\(name)\" needs \"\(field)\""
        case let .wrongType(field, name): "\"\(field)\" of \"\(name)\" is not of its type"
        }
    }
}

extension UserAction {

    /// The action's name in its written form, such as `tapButton`.
    public var name: String {
        switch self {
        case .editText: "editText"
        case .tapButton: "tapButton"
        case .chooseRowAction: "chooseRowAction"
        case .checkRow: "checkRow"
        case .setToggle: "setToggle"
        case .chooseOption: "chooseOption"
        case .tapGridCell: "tapGridCell"
        case .chooseAlertAction: "chooseAlertAction"
        }
    }

    /// The action's fields in its written form, such as `id` for `tapButton`.
    ///
    /// ```
    /// editText          field, text
    /// tapButton         id
    /// chooseRowAction   list, row, id
    /// checkRow          list, row, checked
    /// setToggle         id, on
    /// chooseOption      id, index
    /// tapGridCell       grid, row, column
    /// chooseAlertAction index
    /// ```
    public var fields: [(key: String, value: UserActionField)] {
        switch self {
        case let .editText(field, text):
            [("field", .string(field)), ("text", .string(text))]
        case let .tapButton(id):
            [("id", .string(id))]
        case let .chooseRowAction(list, row, action):
            [("list", .string(list)), ("row", .string(row)), ("id", .string(action))]
        case let .checkRow(list, row, isChecked):
            [("list", .string(list)), ("row", .string(row)), ("checked", .bool(isChecked))]
        case let .setToggle(id, isOn):
            [("id", .string(id)), ("on", .bool(isOn))]
        case let .chooseOption(choice, index):
            [("id", .string(choice)), ("index", .integer(index))]
        case let .tapGridCell(grid, position):
            [("grid", .string(grid)), ("row", .integer(position.row)), ("column", .integer(position.column))]
        case let .chooseAlertAction(index):
            [("index", .integer(index))]
        }
    }

    /// Reads an action from its written form. `tapCell` (row, column), which traces wrote
    /// before grids had identifiers, reads as a tap on the screen's first grid.
    ///
    /// - Parameters:
    ///   - name: The action's name, such as `tapButton`.
    ///   - field: The value of the field with a key, or `nil` if it is absent.
    /// - Throws: ``UserActionDecodingError`` naming the unknown action, or the field missing
    ///   or of another kind.
    public init(name: String, field: (String) -> UserActionField?) throws(UserActionDecodingError) {
        func value<Value>(_ key: String, _ extract: (UserActionField) -> Value?) throws(UserActionDecodingError) -> Value {
            guard let written = field(key) else {
                throw .missingField(key, of: name)
            }
            guard let value = extract(written) else {
                throw .wrongType(key, of: name)
            }
            return value
        }
        func string(_ key: String) throws(UserActionDecodingError) -> String {
            try value(key) { if case let .string(string) = $0 { string } else { nil } }
        }
        func integer(_ key: String) throws(UserActionDecodingError) -> Int {
            try value(key) { if case let .integer(integer) = $0 { integer } else { nil } }
        }
        func bool(_ key: String) throws(UserActionDecodingError) -> Bool {
            try value(key) { if case let .bool(bool) = $0 { bool } else { nil } }
        }
        switch name {
        case "editText":
            self = .editText(field: try string("field"), text: try string("text"))
        case "tapButton":
            self = .tapButton(id: try string("id"))
        case "chooseRowAction":
            self = .chooseRowAction(list: try string("list"), row: try string("row"), action: try string("id"))
        case "checkRow":
            self = .checkRow(list: try string("list"), row: try string("row"), isChecked: try bool("checked"))
        case "setToggle":
            self = .setToggle(id: try string("id"), isOn: try bool("on"))
        case "chooseOption":
            self = .chooseOption(choice: try string("id"), index: try integer("index"))
        case "tapGridCell":
            self = .tapGridCell(grid: try string("grid"),
                                at: GridPosition(row: try integer("row"), column: try integer("column")))
        case "tapCell":
            self = .tapGridCell(grid: "", at: GridPosition(row: try integer("row"), column: try integer("column")))
        case "chooseAlertAction":
            self = .chooseAlertAction(index: try integer("index"))
        default:
            throw .unknownAction(name)
        }
    }
}
