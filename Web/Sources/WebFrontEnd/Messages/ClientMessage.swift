import Foundation
import ScreenKit

/// A message from the page: a user action on the window shown, or the inspector toggled.
///
/// ```json
/// {"v": 1, "type": "editText", "field": "player1", "text": "Alice"}
/// {"v": 1, "type": "tapButton", "id": "login"}
/// {"v": 1, "type": "tapCell", "row": 0, "column": 2}
/// {"v": 1, "type": "chooseAlertAction", "index": 0}
/// {"v": 1, "type": "showInspector", "visible": true}
/// {"v": 2, "type": "openLink", "link": "notes://open?note=42"}
/// {"v": 2, "type": "getTrace"}
/// ```
enum ClientMessage: Equatable {

    /// A user action for the session's window.
    case action(UserAction)

    /// Starts (`true`) or stops sending the session's RIB inspector messages.
    case showInspector(Bool)

    /// Opens a link the page was given in its address, as the app's link handler reads it.
    case openLink(String)

    /// Asks for the session's trace, to download.
    case getTrace

    /// Reads one message as the page sent it.
    ///
    /// - Parameter text: The message's text.
    /// - Returns: The message, or the error to send back.
    static func parse(_ text: String) -> Result<ClientMessage, ClientError> {
        guard let fields = FlatJSONObject(text).flatMap(Fields.init) ?? (try? decoder.decode(Fields.self, from: Data(text.utf8))) else {
            return .failure(.malformed)
        }
        guard MessageFormat.readableVersions.contains(fields.v) else {
            return .failure(.unsupportedVersion(fields.v))
        }
        switch fields.type {
        case "showInspector":
            guard let visible = fields.visible else {
                return .failure(.missingField("visible", of: fields.type))
            }
            return .success(.showInspector(visible))
        case "getTrace":
            return .success(.getTrace)
        case "openLink":
            guard let link = fields.link else {
                return .failure(.missingField("link", of: fields.type))
            }
            return .success(.openLink(link))
        default:
            return fields.action().map(ClientMessage.action)
        }
    }

    // MARK: - Private

    /// Made once and shared: `parse(_:)` runs for every message a page sends.
    private static let decoder = JSONDecoder()

    /// Every field any message may carry; which are required depends on `type`.
    private struct Fields: Decodable {
        let v: Int
        let type: String
        let field: String?
        let text: String?
        let id: String?
        let row: Int?
        let column: Int?
        let index: Int?
        let visible: Bool?
        let link: String?

        /// The fields of `object`, or `nil` if one of them is missing or not of its type, which
        /// `JSONDecoder` then explains (as malformed).
        init?(_ object: FlatJSONObject) {
            guard case let .integer(v)? = object["v"], case let .string(type)? = object["type"],
                  let field = Self.string(object["field"]), let text = Self.string(object["text"]), let id = Self.string(object["id"]),
                  let row = Self.integer(object["row"]), let column = Self.integer(object["column"]), let index = Self.integer(object["index"]),
                  let visible = Self.bool(object["visible"]), let link = Self.string(object["link"]) else {
                return nil
            }
            (self.v, self.type, self.field, self.text, self.id) = (v, type, field, text, id)
            (self.row, self.column, self.index, self.visible, self.link) = (row, column, index, visible, link)
        }

        // An optional field's value: `.some(nil)` when absent, `nil` when of another type.
        private static func string(_ value: FlatJSONObject.Value?) -> String?? {
            switch value {
            case nil: .some(nil)
            case let .string(string)?: string
            default: nil
            }
        }

        private static func integer(_ value: FlatJSONObject.Value?) -> Int?? {
            switch value {
            case nil: .some(nil)
            case let .integer(integer)?: integer
            default: nil
            }
        }

        private static func bool(_ value: FlatJSONObject.Value?) -> Bool?? {
            switch value {
            case nil: .some(nil)
            case let .bool(bool)?: bool
            default: nil
            }
        }

        func action() -> Result<UserAction, ClientError> {
            switch type {
            case "editText":
                guard let field else { return .failure(.missingField("field", of: type)) }
                guard let text else { return .failure(.missingField("text", of: type)) }
                return .success(.editText(field: field, text: text))
            case "tapButton":
                guard let id else { return .failure(.missingField("id", of: type)) }
                return .success(.tapButton(id: id))
            case "tapCell":
                guard let row else { return .failure(.missingField("row", of: type)) }
                guard let column else { return .failure(.missingField("column", of: type)) }
                return .success(.tapCell(row: row, column: column))
            case "chooseAlertAction":
                guard let index else { return .failure(.missingField("index", of: type)) }
                return .success(.chooseAlertAction(index: index))
            default:
                return .failure(.unknownAction(type))
            }
        }
    }
}
