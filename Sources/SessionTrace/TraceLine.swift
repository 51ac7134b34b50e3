import Foundation

/// A trace's lines as JSON: one object per line, keys sorted, each with `check`, a checksum
/// of the line and of the check before it, so that a line removed, changed or moved is found
/// by the first line whose check does not follow.
///
/// The checksum is FNV-1a (64 bits) over the previous line's check, a newline, and the line's
/// JSON without its check: it finds edits, not forgeries.
struct TraceLine: Codable {

    var format: String?
    var version: Int?
    var app: String?
    var tree: TraceTree?
    var input: TraceInput?
    var ms: Int?
    var event: TraceEvent?
    var screen: ScreenSummary?
    var rejected: String?
    var check: String?

    init(header: TraceHeader) {
        format = TraceFormat.name
        version = header.version
        app = header.app
    }

    init(entry: TraceEntry) {
        switch entry {
        case let .tree(tree):
            self.tree = tree
        case let .input(input, milliseconds):
            self.input = input
            ms = milliseconds
        case let .event(event):
            self.event = event
        case let .screen(screen):
            self.screen = screen
        case let .rejected(reason):
            rejected = reason
        }
    }

    /// The entry this line holds, or `nil` unless it holds exactly one.
    var entry: TraceEntry? {
        switch (tree, input, event, screen, rejected) {
        case let (tree?, nil, nil, nil, nil):
            .tree(tree)
        case let (nil, input?, nil, nil, nil):
            ms.map { .input(input, milliseconds: $0) }
        case let (nil, nil, event?, nil, nil):
            .event(event)
        case let (nil, nil, nil, screen?, nil):
            .screen(screen)
        case let (nil, nil, nil, nil, reason?):
            .rejected(reason)
        default:
            nil
        }
    }

    /// The line's JSON with its check, which follows from `previousCheck`.
    func encoded(after previousCheck: String) throws -> (json: String, check: String) {
        var line = self
        line.check = nil
        let unchecked = try Self.encoder.encode(line)
        let check = Self.checksum(previousCheck: previousCheck, unchecked: unchecked)
        line.check = check
        return (String(decoding: try Self.encoder.encode(line), as: UTF8.self), check)
    }

    // MARK: - Private

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    /// The check of a line whose JSON without its check is `unchecked`, after `previousCheck`.
    static func checksum(previousCheck: String, unchecked: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in Array(previousCheck.utf8) + [0x0A] + Array(unchecked) {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
