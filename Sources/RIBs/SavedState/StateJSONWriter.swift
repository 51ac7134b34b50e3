import Foundation

/// Writes an interactor's state as JSON, the same bytes `JSONEncoder` writes with sorted keys
/// and unescaped slashes, for states made of what states are made of: structures, enumerations,
/// arrays, dictionaries, strings, integers, booleans and optionals. With fewer allocations and
/// no number boxes: a server that stores its sessions saves a tree after every move, and
/// `JSONEncoder` was half of a save (TicTacToe's tree mid-game: 149,000 instructions a save
/// with it, 111,000 with this writer).
///
/// A state holding anything else (a floating-point number, a date, data, a URL, a decimal, a
/// type that encodes its superclass or nothing at all) is not written: ``write(_:into:)``
/// returns `false` and the caller hands it to `JSONEncoder`, which writes those in its own ways.
struct StateJSONWriter {

    /// Appends `state` to `bytes` as JSON.
    ///
    /// - Returns: Whether it did; if not (the state holds what only `JSONEncoder` writes, or
    ///   its encoding threw), `bytes` is as it was.
    static func write(_ state: some Encodable, into bytes: inout [UInt8]) -> Bool {
        let context = Context()
        guard let root = try? context.node(for: state, key: nil, in: nil), !context.isUnsupported else {
            return false
        }
        root.write(into: &bytes)
        return true
    }

    /// `text` as a JSON string, escaped as `JSONEncoder` escapes it (slashes left alone).
    static func appendString(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        // Over the string's bytes in memory: a view's index costs more than the check.
        var text = text
        text.withUTF8 { utf8 in
            if utf8.contains(where: needsEscaping) {
                for byte in utf8 {
                    appendEscaped(byte, to: &bytes)
                }
            } else {
                bytes.append(contentsOf: utf8)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// The order `JSONEncoder`'s `.sortedKeys` puts keys in: by their UTF-8 bytes.
    static func jsonEncoderOrder(_ lhs: String, _ rhs: String) -> Bool {
        lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
    }
}

// MARK: - Private

extension StateJSONWriter {

    private static func needsEscaping(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    private static func appendEscaped(_ byte: UInt8, to bytes: inout [UInt8]) {
        switch byte {
        case UInt8(ascii: "\""): bytes.append(contentsOf: #"\""#.utf8)
        case UInt8(ascii: "\\"): bytes.append(contentsOf: #"\\"#.utf8)
        case 0x08: bytes.append(contentsOf: #"\b"#.utf8)
        case 0x0C: bytes.append(contentsOf: #"\f"#.utf8)
        case UInt8(ascii: "\n"): bytes.append(contentsOf: #"\n"#.utf8)
        case UInt8(ascii: "\r"): bytes.append(contentsOf: #"\r"#.utf8)
        case UInt8(ascii: "\t"): bytes.append(contentsOf: #"\t"#.utf8)
        case 0x00 ..< 0x20:
            let hex = String(byte, radix: 16)
            bytes.append(contentsOf: (#"\u"# + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
        default: bytes.append(byte)
        }
    }

    /// What one encoding shares: whether anything was met that only `JSONEncoder` writes.
    private final class Context {
        var isUnsupported = false

        /// The node `value` encodes to, or `nil` if it encoded nothing (or only what this
        /// writer leaves to `JSONEncoder`).
        ///
        /// - Parameters:
        ///   - value: The value.
        ///   - key: Its key in its container, if it is not where `path` leads.
        ///   - path: Where its container is.
        func node<Value: Encodable>(for value: Value, key: (any CodingKey)?, in path: PathLink?) throws -> Node? {
            if let scalar = Node.scalar(value) {
                return scalar
            }
            guard !Node.isLeftToJSONEncoder(Value.self) else {
                isUnsupported = true
                return nil
            }
            // A link of the path only for a value that may ask for it: not for strings and numbers.
            let encoder = NodeEncoder(context: self, path: key.map { PathLink(key: $0, parent: path) } ?? path)
            try value.encode(to: encoder)
            return encoder.node
        }
    }

    /// A value on its way to JSON. Objects and arrays are classes: the containers that fill
    /// them are handed out before they are filled.
    private enum Node {
        case null
        case bool(Bool)
        case signed(Int64)
        case unsigned(UInt64)
        case string(String)
        case object(ObjectStorage)
        case array(ArrayStorage)

        /// An object's entries in the order they were encoded; a key encoded twice keeps its
        /// last value, as in `JSONEncoder`'s dictionary.
        final class ObjectStorage {
            var keys: [String] = []
            var values: [Node] = []

            func set(_ value: Node, for key: String) {
                keys.append(key)
                values.append(value)
            }

            /// The indices of the entries to write, their keys sorted as `JSONEncoder` sorts them.
            var sortedIndices: [Int] {
                if keys.count < 2 {
                    // Nothing to sort: most states are one value, or an object of one field.
                    return Array(keys.indices)
                }
                let sorted = keys.indices.sorted { lhs, rhs in
                    keys[lhs] == keys[rhs] ? lhs < rhs : StateJSONWriter.jsonEncoderOrder(keys[lhs], keys[rhs])
                }
                // Of the entries of one key, now side by side, the last encoded.
                return sorted.indices.compactMap { position in
                    position + 1 < sorted.count && keys[sorted[position + 1]] == keys[sorted[position]] ? nil : sorted[position]
                }
            }
        }

        final class ArrayStorage {
            var values: [Node] = []
        }

        /// `value` as a node, if it is a string, an integer or a boolean. Types are compared,
        /// not cast to: most values are none of these, and each failed cast costs.
        static func scalar<Value: Encodable>(_ value: Value) -> Node? {
            let type = ObjectIdentifier(Value.self)
            return if type == ObjectIdentifier(String.self) { .string(value as! String) }
            else if type == ObjectIdentifier(Int.self) { .signed(Int64(value as! Int)) }
            else if type == ObjectIdentifier(Bool.self) { .bool(value as! Bool) }
            else if type == ObjectIdentifier(Int64.self) { .signed(value as! Int64) }
            else if type == ObjectIdentifier(Int32.self) { .signed(Int64(value as! Int32)) }
            else if type == ObjectIdentifier(Int16.self) { .signed(Int64(value as! Int16)) }
            else if type == ObjectIdentifier(Int8.self) { .signed(Int64(value as! Int8)) }
            else if type == ObjectIdentifier(UInt.self) { .unsigned(UInt64(value as! UInt)) }
            else if type == ObjectIdentifier(UInt64.self) { .unsigned(value as! UInt64) }
            else if type == ObjectIdentifier(UInt32.self) { .unsigned(UInt64(value as! UInt32)) }
            else if type == ObjectIdentifier(UInt16.self) { .unsigned(UInt64(value as! UInt16)) }
            else if type == ObjectIdentifier(UInt8.self) { .unsigned(UInt64(value as! UInt8)) }
            else { nil }
        }

        /// Whether `JSONEncoder` writes values of `type` in a way of its own, or might under
        /// another strategy than its default.
        static func isLeftToJSONEncoder(_ type: any Encodable.Type) -> Bool {
            // Six comparisons cost less than hashing the type for a set.
            let type = ObjectIdentifier(type)
            return type == ObjectIdentifier(Float.self) || type == ObjectIdentifier(Double.self)
                || type == ObjectIdentifier(Decimal.self) || type == ObjectIdentifier(Date.self)
                || type == ObjectIdentifier(Data.self) || type == ObjectIdentifier(URL.self)
        }

        func write(into bytes: inout [UInt8]) {
            switch self {
            case .null: bytes.append(contentsOf: "null".utf8)
            case let .bool(value): bytes.append(contentsOf: (value ? "true" : "false").utf8)
            case let .signed(value): bytes.append(contentsOf: String(value).utf8)
            case let .unsigned(value): bytes.append(contentsOf: String(value).utf8)
            case let .string(value): StateJSONWriter.appendString(value, to: &bytes)
            case let .object(object):
                bytes.append(UInt8(ascii: "{"))
                for (position, index) in object.sortedIndices.enumerated() {
                    if position > 0 {
                        bytes.append(UInt8(ascii: ","))
                    }
                    StateJSONWriter.appendString(object.keys[index], to: &bytes)
                    bytes.append(UInt8(ascii: ":"))
                    object.values[index].write(into: &bytes)
                }
                bytes.append(UInt8(ascii: "}"))
            case let .array(array):
                bytes.append(UInt8(ascii: "["))
                for (index, value) in array.values.enumerated() {
                    if index > 0 {
                        bytes.append(UInt8(ascii: ","))
                    }
                    value.write(into: &bytes)
                }
                bytes.append(UInt8(ascii: "]"))
            }
        }
    }

    /// Where a value sits, for the `codingPath` a type may ask for: the key of each level, in a
    /// list from the value up, built only when asked.
    private final class PathLink {
        let key: any CodingKey
        let parent: PathLink?

        init(key: any CodingKey, parent: PathLink?) {
            self.key = key
            self.parent = parent
        }

        static func codingPath(to link: PathLink?) -> [any CodingKey] {
            var path: [any CodingKey] = []
            var link = link
            while let current = link {
                path.append(current.key)
                link = current.parent
            }
            return path.reversed()
        }
    }

    /// The key of an array's element, as `JSONEncoder` names it in a coding path.
    private struct IndexKey: CodingKey {
        let intValue: Int?
        var stringValue: String {
            "Index \(intValue ?? 0)"
        }

        init(index: Int) {
            intValue = index
        }

        init?(stringValue: String) {
            nil
        }

        init?(intValue: Int) {
            self.intValue = intValue
        }
    }

    /// The encoder one value encodes itself to; its containers fill ``node``.
    private final class NodeEncoder: Encoder {
        let context: Context
        let path: PathLink?
        var node: Node?

        init(context: Context, path: PathLink?) {
            self.context = context
            self.path = path
        }

        var codingPath: [any CodingKey] {
            PathLink.codingPath(to: path)
        }

        var userInfo: [CodingUserInfoKey: Any] {
            [:]
        }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            KeyedEncodingContainer(KeyedContainer<Key>(context: context, path: path, object: object()))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            UnkeyedContainer(context: context, path: path, array: array())
        }

        func singleValueContainer() -> any SingleValueEncodingContainer {
            SingleValueContainer(encoder: self)
        }

        /// The object the value encodes to, made on the first request; as `JSONEncoder` does,
        /// a second keyed container fills the same one.
        private func object() -> Node.ObjectStorage {
            if case let .object(object)? = node {
                return object
            }
            if node != nil {
                context.isUnsupported = true
            }
            let object = Node.ObjectStorage()
            node = .object(object)
            return object
        }

        private func array() -> Node.ArrayStorage {
            if case let .array(array)? = node {
                return array
            }
            if node != nil {
                context.isUnsupported = true
            }
            let array = Node.ArrayStorage()
            node = .array(array)
            return array
        }
    }

    private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let context: Context
        let path: PathLink?
        let object: Node.ObjectStorage

        var codingPath: [any CodingKey] {
            PathLink.codingPath(to: path)
        }

        mutating func encodeNil(forKey key: Key) throws {
            object.set(.null, for: key.stringValue)
        }

        mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
            if let node = try context.node(for: value, key: key, in: path) {
                object.set(node, for: key.stringValue)
            } else {
                context.isUnsupported = true
            }
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type,
                                                            forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            let nested = Node.ObjectStorage()
            object.set(.object(nested), for: key.stringValue)
            return KeyedEncodingContainer(KeyedContainer<NestedKey>(context: context, path: PathLink(key: key, parent: path), object: nested))
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            let nested = Node.ArrayStorage()
            object.set(.array(nested), for: key.stringValue)
            return UnkeyedContainer(context: context, path: PathLink(key: key, parent: path), array: nested)
        }

        mutating func superEncoder() -> any Encoder {
            context.isUnsupported = true
            return NodeEncoder(context: context, path: path)
        }

        mutating func superEncoder(forKey key: Key) -> any Encoder {
            context.isUnsupported = true
            return NodeEncoder(context: context, path: path)
        }
    }

    private struct UnkeyedContainer: UnkeyedEncodingContainer {
        let context: Context
        let path: PathLink?
        let array: Node.ArrayStorage

        var codingPath: [any CodingKey] {
            PathLink.codingPath(to: path)
        }

        var count: Int {
            array.values.count
        }

        mutating func encodeNil() throws {
            array.values.append(.null)
        }

        mutating func encode<Value: Encodable>(_ value: Value) throws {
            if let node = try context.node(for: value, key: IndexKey(index: count), in: path) {
                array.values.append(node)
            } else {
                context.isUnsupported = true
            }
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            let nested = Node.ObjectStorage()
            let key = IndexKey(index: count)
            array.values.append(.object(nested))
            return KeyedEncodingContainer(KeyedContainer<NestedKey>(context: context, path: PathLink(key: key, parent: path), object: nested))
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            let nested = Node.ArrayStorage()
            let key = IndexKey(index: count)
            array.values.append(.array(nested))
            return UnkeyedContainer(context: context, path: PathLink(key: key, parent: path), array: nested)
        }

        mutating func superEncoder() -> any Encoder {
            context.isUnsupported = true
            return NodeEncoder(context: context, path: path)
        }
    }

    private struct SingleValueContainer: SingleValueEncodingContainer {
        let encoder: NodeEncoder

        var codingPath: [any CodingKey] {
            encoder.codingPath
        }

        mutating func encodeNil() throws {
            set(.null)
        }

        mutating func encode<Value: Encodable>(_ value: Value) throws {
            if let node = try encoder.context.node(for: value, key: nil, in: encoder.path) {
                set(node)
            } else {
                encoder.context.isUnsupported = true
            }
        }

        /// A single value container holds one value, once.
        private func set(_ node: Node) {
            if encoder.node != nil {
                encoder.context.isUnsupported = true
            }
            encoder.node = node
        }
    }
}
