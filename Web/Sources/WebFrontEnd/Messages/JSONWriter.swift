/// Writes JSON text by hand, field by field, in the order the caller gives.
///
/// The server writes a message on every change, the whole screen each time; `JSONEncoder`'s
/// `Codable` machinery cost a quarter of the server's time under load (docs/web-performance.md,
/// "What raised the ratio"), writing the same fields by hand a fraction of it. What it writes
/// is what `JSONEncoder` with `.sortedKeys` and `.withoutEscapingSlashes` writes, provided the
/// caller gives each object's keys in sorted order and leaves out absent optional fields, as
/// `Codable` does.
struct JSONWriter {

    /// Creates a writer with room for a screen's JSON, so that writing one grows nothing.
    init() {
        self.init(reservingCapacity: 1_024)
    }

    /// Creates a writer with room for `capacity` bytes of JSON, so that writing that many
    /// grows nothing.
    init(reservingCapacity capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// The JSON text written so far.
    var text: String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// Writes an object whose fields `writeFields` writes.
    mutating func object(_ writeFields: (inout JSONWriter) -> Void) {
        beginValue()
        bytes.append(UInt8(ascii: "{"))
        needsComma = false
        writeFields(&self)
        bytes.append(UInt8(ascii: "}"))
        needsComma = true
    }

    /// Writes an array of `elements`, each written by `writeElement`.
    mutating func array<Elements: Sequence>(_ elements: Elements, _ writeElement: (inout JSONWriter, Elements.Element) -> Void) {
        beginValue()
        bytes.append(UInt8(ascii: "["))
        needsComma = false
        for element in elements {
            writeElement(&self, element)
        }
        bytes.append(UInt8(ascii: "]"))
        needsComma = true
    }

    /// Writes a field's key; its value comes next.
    mutating func key(_ name: StaticString) {
        beginValue()
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    /// Writes a string, escaped: quotes, backslashes and control characters.
    mutating func string(_ value: String) {
        beginValue()
        bytes.append(UInt8(ascii: "\""))
        var value = value
        // Most strings need no escaping: their bytes go in at once.
        value.withUTF8 { utf8 in
            if utf8.contains(where: Self.needsEscaping) {
                appendEscaped(utf8)
            } else {
                bytes.append(contentsOf: utf8)
            }
        }
        bytes.append(UInt8(ascii: "\""))
        needsComma = true
    }

    /// Writes a whole number.
    mutating func number(_ value: Int) {
        beginValue()
        bytes.append(contentsOf: String(value).utf8)
        needsComma = true
    }

    /// Writes `true` or `false`.
    mutating func bool(_ value: Bool) {
        beginValue()
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
        needsComma = true
    }

    /// Writes `null`.
    mutating func null() {
        beginValue()
        bytes.append(contentsOf: "null".utf8)
        needsComma = true
    }

    /// Writes `json`, already JSON text, as it is.
    mutating func json(_ json: some Sequence<UInt8>) {
        beginValue()
        bytes.append(contentsOf: json)
        needsComma = true
    }

    // MARK: - Private

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private static func needsEscaping(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// Appends `utf8` with quotes, backslashes and control characters escaped.
    private mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                bytes.append(UInt8(ascii: "\\"))
                bytes.append(byte)
            case 0x08: bytes.append(contentsOf: #"\b"#.utf8)
            case 0x0C: bytes.append(contentsOf: #"\f"#.utf8)
            case 0x0A: bytes.append(contentsOf: #"\n"#.utf8)
            case 0x0D: bytes.append(contentsOf: #"\r"#.utf8)
            case 0x09: bytes.append(contentsOf: #"\t"#.utf8)
            case ..<0x20:
                bytes.append(contentsOf: #"\u00"#.utf8)
                bytes.append(Self.hexDigits[Int(byte >> 4)])
                bytes.append(Self.hexDigits[Int(byte & 0xF)])
            default:
                bytes.append(byte)
            }
        }
    }

    private var bytes: [UInt8] = []

    /// Whether the next value or key follows another in the same object or array.
    private var needsComma = false

    private mutating func beginValue() {
        if needsComma {
            bytes.append(UInt8(ascii: ","))
        }
    }
}

extension JSONWriter {

    /// Writes a field whose value is a string.
    mutating func field(_ name: StaticString, _ value: String) {
        key(name)
        string(value)
    }

    /// Writes a field whose value is a string, or nothing if there is none.
    mutating func field(_ name: StaticString, _ value: String?) {
        if let value {
            field(name, value)
        }
    }

    /// Writes a field whose value is a whole number.
    mutating func field(_ name: StaticString, _ value: Int) {
        key(name)
        number(value)
    }
}

extension JSONWriter {

    /// Writes a field whose value is `true` or `false`.
    mutating func field(_ name: StaticString, _ value: Bool) {
        key(name)
        bool(value)
    }

    /// Writes a field whose value is a finite number, such as `0.25`, as Swift spells it
    /// (which is valid JSON for every finite `Double`, and only for those).
    mutating func field(_ name: StaticString, finite value: Double) {
        key(name)
        json(String(value).utf8)
    }
}
