import Foundation
import ScreenKit

/// A message from the page: a user action on the window shown, or one of the page's own
/// requests (the inspector, a link, the trace).
///
/// An action is ScreenKit's written form of a ``UserAction`` (``UserAction/name`` as `"type"`,
/// ``UserAction/fields`` as the other keys), the one the session traces use too:
///
/// ```json
/// {"v": 2, "type": "editText", "field": "newErrand", "text": "Milk"}
/// {"v": 2, "type": "tapButton", "id": "add"}
/// {"v": 2, "type": "checkRow", "list": "errands", "row": "3", "checked": true}
/// {"v": 2, "type": "tapGridCell", "grid": "dots", "row": 5, "column": 0}
/// {"v": 2, "type": "showInspector", "visible": true}
/// {"v": 2, "type": "openLink", "link": "notes://open?note=42"}
/// {"v": 2, "type": "getTrace"}
/// ```
///
/// An action or a link the page numbered (`"input": 7`), so that it can send it again to a
/// session resumed from an older stored state, is ``numbered(_:input:)``.
indirect enum ClientMessage: Equatable, Sendable {

    /// A user action for the session's window.
    case action(UserAction)

    /// Starts (`true`) or stops sending the session's RIB inspector messages.
    case showInspector(Bool)

    /// Opens a link the page was given in its address, as the app's link handler reads it.
    case openLink(String)

    /// Asks for the session's trace, to download.
    case getTrace

    /// An action or a link, with the number the page gave it: larger than the numbers of the
    /// page's earlier inputs to the session.
    case numbered(ClientMessage, input: Int64)

    /// Reads one message as the page sent it.
    ///
    /// Keys a message's type does not read are ignored, whatever their values.
    ///
    /// - Parameter text: The message's text.
    /// - Returns: The message, or the error to send back.
    static func parse(_ text: String) -> Result<ClientMessage, ClientError> {
        guard let fields = FlatJSONObject(text).map(Fields.flat) ?? Fields.decoded(text),
              case let .integer(version)? = fields.value("v"), case let .string(type)? = fields.value("type") else {
            return .failure(.malformed)
        }
        guard MessageFormat.readableVersions.contains(version) else {
            return .failure(.unsupportedVersion(version))
        }
        let message = parse(type, fields)
        // Only actions and links are numbered; other messages ignore an `input`, as any key
        // they do not read.
        switch (message, fields.value("input")) {
        case let (.success(.action), .integer(input)?) where numberedInputs.contains(input),
             let (.success(.openLink), .integer(input)?) where numberedInputs.contains(input):
            return message.map { .numbered($0, input: Int64(input)) }
        case (.success(.action), _?), (.success(.openLink), _?):
            return .failure(.badInputNumber(of: type))
        default:
            return message
        }
    }

    // MARK: - Private

    /// The numbers an input may have: above 0, and no larger than the page's JavaScript counts
    /// exactly (2^53 - 1), past which its numbers would stop growing.
    private static let numberedInputs = 1...9_007_199_254_740_991

    /// Made once and shared: most messages are read without it, the rest with it.
    private static let decoder = JSONDecoder()

    /// Reads a message of `type` from its `fields`, its number aside.
    private static func parse(_ type: String, _ fields: Fields) -> Result<ClientMessage, ClientError> {
        switch type {
        case "showInspector":
            guard case let .bool(visible)? = fields.value("visible") else {
                return .failure(.missingField("visible", of: type))
            }
            return .success(.showInspector(visible))
        case "getTrace":
            return .success(.getTrace)
        case "openLink":
            guard case let .string(link)? = fields.value("link") else {
                return .failure(.missingField("link", of: type))
            }
            return .success(.openLink(link))
        default:
            do {
                return .success(.action(try UserAction(name: type, field: fields.value)))
            } catch {
                return .failure(ClientError(error))
            }
        }
    }

    /// The message's keys and values, however it was read.
    private struct Fields {

        /// The value under a key, or `nil` if the message has none there, or one of no kind an
        /// action takes (`null`, a fraction, an array, an object).
        let value: (String) -> UserActionField?

        /// The fields of a flat object, read without `JSONDecoder`.
        static func flat(_ object: FlatJSONObject) -> Fields {
            Fields { key in
                switch object[key] {
                case let .string(string)?: .string(string)
                case let .integer(integer)?: .integer(integer)
                case let .bool(bool)?: .bool(bool)
                case nil: nil
                }
            }
        }

        /// The fields of any other JSON object (escapes in strings, nested values), read by
        /// `JSONDecoder`; `nil` if `text` is no JSON object.
        static func decoded(_ text: String) -> Fields? {
            guard let values = try? ClientMessage.decoder.decode([String: DecodedValue].self, from: Data(text.utf8)) else {
                return nil
            }
            return Fields { values[$0]?.field }
        }
    }

    /// A value as `JSONDecoder` read it: one an action takes, or anything else.
    private struct DecodedValue: Decodable {

        /// The value, if it is of a kind an action takes.
        let field: UserActionField?

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let bool = try? container.decode(Bool.self) {
                field = .bool(bool)
            } else if let integer = try? container.decode(Int.self) {
                field = .integer(integer)
            } else if let string = try? container.decode(String.self) {
                field = .string(string)
            } else {
                field = nil
            }
        }
    }
}

extension ClientMessage {

    /// The message's type, as its span names it: an action's name (`tapButton`) or the page's
    /// request (`openLink`); a numbered one's, its number aside.
    var typeName: String {
        switch self {
        case let .action(action): action.name
        case .showInspector: "showInspector"
        case .openLink: "openLink"
        case .getTrace: "getTrace"
        case let .numbered(message, _): message.typeName
        }
    }
}

extension Result<ClientMessage, ClientError> {

    /// The message's type, as its span names it: an action's name (`tapButton`), the page's
    /// request (`openLink`), or `unreadable` for a message that could not be read.
    var typeName: String {
        switch self {
        case let .success(message): message.typeName
        case .failure: "unreadable"
        }
    }

    /// Whether the message could not be read.
    var isFailure: Bool {
        if case .failure = self {
            return true
        }
        return false
    }
}
