import SwiftParser
import SwiftSyntax

/// A Swift file to edit in place: its text, its syntax tree, and the edits made so far, each an
/// insertion or a replacement at a position of the original text.
///
/// Edits are positions in the text as it was read, so finding where to edit never depends on
/// edits already made, and everything between the edits (the user's own code, comments and
/// formatting) stays byte for byte.
struct EditableSwiftFile {

    /// The file's path inside the package, for messages.
    let path: String

    /// The text as read.
    let text: String

    /// The text's syntax tree.
    let tree: SourceFileSyntax

    /// Where each line of ``text`` starts, in UTF-8 bytes, line 0 first; a text that ends with a
    /// line break has an empty last line.
    let lineStarts: [Int]

    /// The lines deleted whole (see `EditableSwiftFile+Removal.swift`), by number from 0.
    var deletedLines: Set<Int> = []

    /// The declarations and statements whose lines were deleted.
    var removedNodes: Set<SyntaxIdentifier> = []

    /// Parses `text`.
    ///
    /// - Throws: ``WiringError/doesNotParse(path:)`` when `text` is not valid Swift: a parent
    ///   that does not compile is not edited.
    init(path: String, text: String) throws(WiringError) {
        self.path = path
        self.text = text
        var lineStarts = [0]
        for (offset, byte) in text.utf8.enumerated() where byte == UInt8(ascii: "\n") {
            lineStarts.append(offset + 1)
        }
        self.lineStarts = lineStarts
        tree = Parser.parse(source: text)
        if tree.hasError {
            throw .doesNotParse(path: path)
        }
    }

    /// Whether any edit was made.
    var isEdited: Bool {
        !edits.isEmpty || !deletedLines.isEmpty
    }

    /// Inserts `newText` at `position`; insertions at one position keep the order they were made in.
    mutating func insert(_ newText: String, at position: AbsolutePosition) {
        replace(position..<position, with: newText)
    }

    /// Replaces the original text in `range` with `newText`.
    mutating func replace(_ range: Range<AbsolutePosition>, with newText: String) {
        edits.append(Edit(range: range.lowerBound.utf8Offset..<range.upperBound.utf8Offset, newText: newText, order: edits.count))
    }

    /// The text with every edit made, deleted lines included.
    var editedText: String {
        let original = Array(text.utf8)
        let allEdits = edits + lineDeletionEdits()
        var result: [UInt8] = []
        result.reserveCapacity(original.count + allEdits.reduce(0) { $0 + $1.newText.utf8.count })
        var copiedUpTo = 0
        for edit in allEdits.sorted(by: { ($0.range.lowerBound, $0.order) < ($1.range.lowerBound, $1.order) }) {
            if edit.range.lowerBound > copiedUpTo {
                result += original[copiedUpTo..<edit.range.lowerBound]
            }
            result += edit.newText.utf8
            copiedUpTo = max(copiedUpTo, edit.range.upperBound)
        }
        result += original[min(copiedUpTo, original.count)...]
        return String(decoding: result, as: UTF8.self)
    }

    // MARK: - Lines

    /// Where the line holding `position` starts.
    func startOfLine(at position: AbsolutePosition) -> AbsolutePosition {
        let bytes = text.utf8
        var offset = min(position.utf8Offset, bytes.count)
        let start = bytes.startIndex
        while offset > 0, bytes[bytes.index(start, offsetBy: offset - 1)] != UInt8(ascii: "\n") {
            offset -= 1
        }
        return AbsolutePosition(utf8Offset: offset)
    }

    /// The spaces and tabs that start the line holding `position`.
    func indentation(at position: AbsolutePosition) -> String {
        let lineStart = startOfLine(at: position).utf8Offset
        return String(decoding: text.utf8.dropFirst(lineStart).prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }, as: UTF8.self)
    }

    /// Whether the line before the one starting at `lineStart` is empty or holds only blanks or
    /// the opening brace of a block: then an inserted member needs no blank line before it.
    func followsBlankLineOrOpeningBrace(lineStart: AbsolutePosition) -> Bool {
        guard lineStart.utf8Offset > 0 else {
            return true
        }
        let previousLineStart = startOfLine(at: AbsolutePosition(utf8Offset: lineStart.utf8Offset - 1))
        let previousLine = text.utf8.dropFirst(previousLineStart.utf8Offset).prefix(lineStart.utf8Offset - previousLineStart.utf8Offset)
        let trimmed = String(decoding: previousLine, as: UTF8.self).trimmingBlanks
        return trimmed.isEmpty || trimmed.hasSuffix("{")
    }

    /// Whether `token` is gone from the edited text: on a deleted line, or inside a replaced range.
    func isDeleted(_ token: TokenSyntax) -> Bool {
        if deletedLines.contains(line(of: token.positionAfterSkippingLeadingTrivia)) {
            return true
        }
        let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = token.endPositionBeforeTrailingTrivia.utf8Offset
        return edits.contains { $0.range.lowerBound <= start && end <= $0.range.upperBound && $0.range.count > 0 }
    }

    /// An insertion or a replacement at a position of the original text.
    struct Edit {
        let range: Range<Int>
        let newText: String
        let order: Int
    }

    // MARK: - Private

    private var edits: [Edit] = []

    /// The line starts where lines were inserted: a second insertion there follows inserted
    /// lines, not the original line before.
    var insertedLineStarts: Set<AbsolutePosition> = []
}

extension String {

    /// The string without the spaces, tabs and line breaks at its ends.
    var trimmingBlanks: String {
        let blanks: Set<Character> = [" ", "\t", "\n", "\r"]
        guard let first = firstIndex(where: { !blanks.contains($0) }), let last = lastIndex(where: { !blanks.contains($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
