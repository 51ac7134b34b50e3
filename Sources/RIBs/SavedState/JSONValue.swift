import Foundation

/// Any JSON value: how a saved state is held between decoding a saved tree and handing the
/// state to the interactor that knows its type.
enum JSONValue: Codable, Equatable, Sendable {
    case null
    case bool(Bool)
    case integer(Int64)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let integer = try? container.decode(Int64.self) {
            self = .integer(integer)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let array = try? container.decode([JSONValue].self) {
            self = .array(array)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case let .bool(bool): try container.encode(bool)
        case let .integer(integer): try container.encode(integer)
        case let .number(number): try container.encode(number)
        case let .string(string): try container.encode(string)
        case let .array(array): try container.encode(array)
        case let .object(object): try container.encode(object)
        }
    }
}

// MARK: - Building

extension JSONValue {

    /// `value` as JSON.
    ///
    /// - Throws: What encoding it throws.
    init(encoding value: some Encodable) throws {
        self = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(value))
    }

    /// This value with `value` at `path`, an object key at each step; objects missing on the
    /// way are created.
    func setting(_ value: JSONValue, at path: [String]) -> JSONValue {
        guard let key = path.first else {
            return value
        }
        var object: [String: JSONValue] = [:]
        if case let .object(existing) = self {
            object = existing
        }
        object[key] = (object[key] ?? .object([:])).setting(value, at: Array(path.dropFirst()))
        return .object(object)
    }
}
