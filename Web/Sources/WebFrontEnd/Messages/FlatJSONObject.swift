/// A JSON object whose values are strings without escapes, integers and booleans, read without
/// Foundation's decoder: the shape of every message a page sends, read for every message.
/// `JSONDecoder` took as much of the server's time as writing the screen it answers with.
///
/// Anything else (a nested value, an escape, a fraction, `null`, a key twice, more than
/// ``maxFieldCount`` fields, a text that is not JSON) is not read here: ``init(_:)`` fails, and
/// the caller hands the text to `JSONDecoder`, which reads or refuses it as it always did.
struct FlatJSONObject {

    /// A value of the object.
    enum Value: Equatable {
        case string(String)
        case integer(Int)
        case bool(Bool)
    }

    /// The most fields read here: a page's messages have a handful, kept in a list that is
    /// searched rather than hashed.
    static let maxFieldCount = 16

    /// Reads `text`, or fails if it is not such an object.
    init?(_ text: String) {
        var text = text
        guard let fields = text.withUTF8({ bytes in
            var reader = Reader(bytes: bytes)
            return reader.object()
        }) else {
            return nil
        }
        self.fields = fields
    }

    /// The value under `key`, if the object has one.
    subscript(key: String) -> Value? {
        fields.first { $0.key == key }?.value
    }

    // MARK: - Private

    private let fields: [(key: String, value: Value)]

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        /// The whole text as an object's fields, or `nil`.
        mutating func object() -> [(key: String, value: Value)]? {
            var fields: [(key: String, value: Value)] = []
            skipWhitespace()
            guard take(UInt8(ascii: "{")) else {
                return nil
            }
            skipWhitespace()
            if !take(UInt8(ascii: "}")) {
                repeat {
                    skipWhitespace()
                    guard let key = string() else {
                        return nil
                    }
                    skipWhitespace()
                    guard take(UInt8(ascii: ":")) else {
                        return nil
                    }
                    skipWhitespace()
                    guard let value = value(), fields.count < FlatJSONObject.maxFieldCount,
                          !fields.contains(where: { $0.key == key }) else {
                        return nil
                    }
                    fields.append((key, value))
                    skipWhitespace()
                } while take(UInt8(ascii: ","))
                guard take(UInt8(ascii: "}")) else {
                    return nil
                }
            }
            skipWhitespace()
            return position == bytes.count ? fields : nil
        }

        private mutating func value() -> Value? {
            guard position < bytes.count else {
                return nil
            }
            switch bytes[position] {
            case UInt8(ascii: "\""): return string().map(Value.string)
            case UInt8(ascii: "t"): return literal("true") ? .bool(true) : nil
            case UInt8(ascii: "f"): return literal("false") ? .bool(false) : nil
            default: return integer().map(Value.integer)
            }
        }

        /// A string without escapes or control characters.
        private mutating func string() -> String? {
            guard take(UInt8(ascii: "\"")) else {
                return nil
            }
            let start = position
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: "\"") {
                    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start ..< position]), as: UTF8.self)
                    position += 1
                    return text
                }
                guard byte != UInt8(ascii: "\\"), byte >= 0x20 else {
                    return nil
                }
                position += 1
            }
            return nil
        }

        /// An integer as JSON writes it (no leading zero, no `-0`), of at most 18 digits; a
        /// fraction or an exponent after it is not a comma or a brace, and fails the object.
        private mutating func integer() -> Int? {
            let isNegative = take(UInt8(ascii: "-"))
            let start = position
            var value = 0
            while position < bytes.count, (UInt8(ascii: "0") ... UInt8(ascii: "9")).contains(bytes[position]) {
                // Beyond 18 digits, an Int might overflow: JSONDecoder says whether it does.
                guard position - start < 18 else {
                    return nil
                }
                value = value * 10 + Int(bytes[position] - UInt8(ascii: "0"))
                position += 1
            }
            let digits = position - start
            guard digits > 0, bytes[start] != UInt8(ascii: "0") || digits == 1, !(isNegative && value == 0) else {
                return nil
            }
            return isNegative ? -value : value
        }

        private mutating func literal(_ word: StaticString) -> Bool {
            let count = word.utf8CodeUnitCount
            guard position + count <= bytes.count,
                  UnsafeBufferPointer(rebasing: bytes[position ..< position + count]).elementsEqual(UnsafeBufferPointer(start: word.utf8Start, count: count)) else {
                return false
            }
            position += count
            return true
        }

        private mutating func take(_ byte: UInt8) -> Bool {
            guard position < bytes.count, bytes[position] == byte else {
                return false
            }
            position += 1
            return true
        }

        /// JSON's whitespace: space, tab, line feed, carriage return.
        private mutating func skipWhitespace() {
            while position < bytes.count {
                switch bytes[position] {
                case 0x20, 0x09, 0x0A, 0x0D: position += 1
                default: return
                }
            }
        }
    }
}
