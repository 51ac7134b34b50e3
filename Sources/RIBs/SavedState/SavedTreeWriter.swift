import Foundation

/// Writes a saved tree as JSON: the layout by hand, each interactor's state with
/// `JSONEncoder`. The same bytes `JSONEncoder` would write for the whole document with sorted
/// keys and unescaped slashes, at a fraction of the cost: its generic path through nested
/// dictionaries of nodes was most of a save.
struct SavedTreeWriter {

    /// The document for `root`.
    ///
    /// - Throws: What encoding a state threw.
    static func document(format: String, formatVersion: Int, appVersion: Int, root: SavedRIBState) throws -> Data {
        var writer = SavedTreeWriter()
        writer.bytes.append(contentsOf: #"{"appVersion":"#.utf8)
        writer.bytes.append(contentsOf: String(appVersion).utf8)
        writer.bytes.append(contentsOf: #","format":"#.utf8)
        writer.appendString(format)
        writer.bytes.append(contentsOf: #","formatVersion":"#.utf8)
        writer.bytes.append(contentsOf: String(formatVersion).utf8)
        writer.bytes.append(contentsOf: #","root":"#.utf8)
        try writer.append(root)
        writer.bytes.append(UInt8(ascii: "}"))
        return Data(writer.bytes)
    }

    // MARK: - Private

    private var bytes: [UInt8] = []
    private let stateEncoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    private init() {
        bytes.reserveCapacity(512)
    }

    /// `{"children":{...},"state":...}`, each part only when there is one, keys sorted as
    /// `JSONEncoder` sorts them.
    private mutating func append(_ node: SavedRIBState) throws {
        bytes.append(UInt8(ascii: "{"))
        if !node.children.isEmpty {
            bytes.append(contentsOf: #""children":{"#.utf8)
            for (index, tag) in node.children.keys.sorted(by: Self.jsonEncoderOrder).enumerated() {
                if index > 0 {
                    bytes.append(UInt8(ascii: ","))
                }
                appendString(tag)
                bytes.append(UInt8(ascii: ":"))
                if let child = node.children[tag] {
                    try append(child)
                }
            }
            bytes.append(UInt8(ascii: "}"))
        }
        if let storedState = node.storedState {
            if !node.children.isEmpty {
                bytes.append(UInt8(ascii: ","))
            }
            bytes.append(contentsOf: #""state":"#.utf8)
            bytes.append(contentsOf: try stateEncoder.encode(storedState))
        }
        bytes.append(UInt8(ascii: "}"))
    }

    /// `text` as a JSON string, escaped as `JSONEncoder` escapes it (slashes left alone).
    private mutating func appendString(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
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
        bytes.append(UInt8(ascii: "\""))
    }

    /// The order `JSONEncoder`'s `.sortedKeys` puts keys in: by their UTF-8 bytes.
    private static func jsonEncoderOrder(_ lhs: String, _ rhs: String) -> Bool {
        lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
    }
}
