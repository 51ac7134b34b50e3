import ScreenKit

/// What the user did, as a trace keeps it: one of ScreenKit's user actions, or a link the
/// app was asked to open. Nothing in it names the front-end it came from.
public enum TraceInput: Equatable, Sendable {

    /// A user action on the window.
    case action(UserAction)

    /// A link handed to the app, such as `ribs-training://launchGame?gameId=ticTacToe`.
    case link(String)
}

extension TraceInput: Codable {

    // `{"action":"editText","field":"player1Name","text":"Ann"}`, `{"action":"tapButton","id":"login"}`,
    // `{"action":"tapCell","row":0,"column":2}`, `{"action":"chooseAlertAction","index":0}`,
    // `{"link":"ribs-training://…"}`.
    private enum Key: String, CodingKey {
        case action, field, text, id, row, column, index, link
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        if let link = try container.decodeIfPresent(String.self, forKey: .link) {
            self = .link(link)
            return
        }
        let action = try container.decode(String.self, forKey: .action)
        switch action {
        case "editText":
            self = .action(.editText(field: try container.decode(String.self, forKey: .field),
                                     text: try container.decode(String.self, forKey: .text)))
        case "tapButton":
            self = .action(.tapButton(id: try container.decode(String.self, forKey: .id)))
        case "tapCell":
            self = .action(.tapCell(row: try container.decode(Int.self, forKey: .row),
                                    column: try container.decode(Int.self, forKey: .column)))
        case "chooseAlertAction":
            self = .action(.chooseAlertAction(index: try container.decode(Int.self, forKey: .index)))
        default:
            throw DecodingError.dataCorruptedError(forKey: .action, in: container, debugDescription: "unknown action")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch self {
        case let .link(link):
            try container.encode(link, forKey: .link)
        case let .action(.editText(field, text)):
            try container.encode("editText", forKey: .action)
            try container.encode(field, forKey: .field)
            try container.encode(text, forKey: .text)
        case let .action(.tapButton(id)):
            try container.encode("tapButton", forKey: .action)
            try container.encode(id, forKey: .id)
        case let .action(.tapCell(row, column)):
            try container.encode("tapCell", forKey: .action)
            try container.encode(row, forKey: .row)
            try container.encode(column, forKey: .column)
        case let .action(.chooseAlertAction(index)):
            try container.encode("chooseAlertAction", forKey: .action)
            try container.encode(index, forKey: .index)
        }
    }
}
