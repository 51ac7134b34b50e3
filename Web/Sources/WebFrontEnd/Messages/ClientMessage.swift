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
/// ```
enum ClientMessage: Equatable {

    /// A user action for the session's window.
    case action(UserAction)

    /// Starts (`true`) or stops sending the session's RIB inspector messages.
    case showInspector(Bool)

    /// Reads one message as the page sent it.
    ///
    /// - Parameter text: The message's text.
    /// - Returns: The message, or the error to send back.
    static func parse(_ text: String) -> Result<ClientMessage, ClientError> {
        guard let fields = try? JSONDecoder().decode(Fields.self, from: Data(text.utf8)) else {
            return .failure(.malformed)
        }
        guard fields.v == MessageFormat.version else {
            return .failure(.unsupportedVersion(fields.v))
        }
        if fields.type == "showInspector" {
            guard let visible = fields.visible else {
                return .failure(.missingField("visible", of: fields.type))
            }
            return .success(.showInspector(visible))
        }
        return fields.action().map(ClientMessage.action)
    }

    // MARK: - Private

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
