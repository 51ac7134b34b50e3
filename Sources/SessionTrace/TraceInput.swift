import ScreenKit

/// What the user did, as a trace keeps it: one of ScreenKit's user actions, or a link the
/// app was asked to open. Nothing in it names the front-end it came from.
public enum TraceInput: Equatable, Sendable {

    /// A user action on the window.
    case action(UserAction)

    /// A link handed to the app, such as `notes://open?note=42`.
    case link(String)
}

extension TraceInput: Codable {

    // `{"action":"editText","field":"title","text":"Milk"}`, `{"action":"tapButton","id":"login"}`,
    // `{"action":"tapGridCell","grid":"board","row":0,"column":2}`, `{"link":"ribs-training://…"}`: the
    // action's name under `action`, beside its fields as ScreenKit writes them (`UserAction.fields`),
    // which the web's messages share.
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }

        init(_ stringValue: String) {
            self.stringValue = stringValue
        }

        init(stringValue: String) {
            self.stringValue = stringValue
        }

        init?(intValue: Int) {
            nil
        }

        static let action = Key("action")
        static let link = Key("link")
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        if let link = try container.decodeIfPresent(String.self, forKey: .link) {
            self = .link(link)
            return
        }
        let name = try container.decode(String.self, forKey: .action)
        do {
            self = .action(try UserAction(name: name) { key in Self.field(Key(key), in: container) })
        } catch {
            throw DecodingError.dataCorruptedError(forKey: .action, in: container, debugDescription: error.description)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch self {
        case let .link(link):
            try container.encode(link, forKey: .link)
        case let .action(action):
            try container.encode(action.name, forKey: .action)
            for (key, value) in action.fields {
                switch value {
                case let .string(string): try container.encode(string, forKey: Key(key))
                case let .integer(integer): try container.encode(integer, forKey: Key(key))
                case let .bool(bool): try container.encode(bool, forKey: Key(key))
                }
            }
        }
    }

    /// The value under `key`, of whichever kind it is written, or `nil` if it is absent or of
    /// no kind an action field has.
    private static func field(_ key: Key, in container: KeyedDecodingContainer<Key>) -> UserActionField? {
        if let string = try? container.decode(String.self, forKey: key) {
            return .string(string)
        }
        if let bool = try? container.decode(Bool.self, forKey: key) {
            return .bool(bool)
        }
        if let integer = try? container.decode(Int.self, forKey: key) {
            return .integer(integer)
        }
        return nil
    }
}
