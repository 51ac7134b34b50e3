import SwiftSyntax

/// Removing what wiring inserted: whole lines of declarations and statements, items of lists,
/// types a declaration inherits. Blank lines are then tidied as the insertions made them, so
/// that removing what was inserted gives the text back.
extension EditableSwiftFile {

    /// The line, from 0, that holds `position`.
    func line(of position: AbsolutePosition) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= position.utf8Offset {
                low = middle
            } else {
                high = middle - 1
            }
        }
        return low
    }

    /// The text of line `number`, without its line break.
    func lineText(_ number: Int) -> Substring {
        let start = lineStarts[number]
        let end = number + 1 < lineStarts.count ? lineStarts[number + 1] - 1 : text.utf8.count
        let utf8 = text.utf8
        return Substring(utf8[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: max(start, end))])
    }

    /// The line number, from 1, of `node`'s first token, for messages.
    func lineNumber(of node: some SyntaxProtocol) -> Int {
        line(of: node.positionAfterSkippingLeadingTrivia) + 1
    }

    /// Deletes the lines of `node`, a declaration, statement or list element that has its lines
    /// to itself, with the comments right above it (not `// MARK:` ones, which head sections).
    ///
    /// - Throws: ``WiringError/notAsWired(path:line:what:)`` when other code shares its lines,
    ///   which wiring never writes.
    mutating func removeLines(of node: some SyntaxProtocol, describedAs what: @autoclosure () -> String) throws(WiringError) {
        let first = line(of: node.positionAfterSkippingLeadingTrivia)
        let last = line(of: node.endPositionBeforeTrailingTrivia)
        let before = String(decoding: lineText(first).utf8.prefix(node.positionAfterSkippingLeadingTrivia.utf8Offset - lineStarts[first]), as: UTF8.self)
        let after = String(decoding: lineText(last).utf8.dropFirst(node.endPositionBeforeTrailingTrivia.utf8Offset - lineStarts[last]), as: UTF8.self)
        let afterTrimmed = after.trimmingBlanks
        guard before.trimmingBlanks.isEmpty,
              afterTrimmed.isEmpty || afterTrimmed.hasPrefix("//") else {
            throw .notAsWired(path: path, line: first + 1, what: "\(what()) shares its line with other code")
        }
        var start = first
        while start > 0, Self.isAttachedComment(lineText(start - 1)) {
            start -= 1
        }
        deletedLines.formUnion(start...last)
        removedNodes.insert(node.id)
    }

    /// Whether `node` or one of its ancestors was removed.
    func isRemoved(_ node: some SyntaxProtocol) -> Bool {
        var current: Syntax? = Syntax(node)
        while let syntax = current {
            if removedNodes.contains(syntax.id) {
                return true
            }
            current = syntax.parent
        }
        return false
    }

    /// Deletes the line holding `position`, such as a `// MARK:` comment's.
    mutating func removeLine(at position: AbsolutePosition) {
        deletedLines.insert(line(of: position))
    }

    /// Removes `type` from the types a declaration inherits.
    mutating func removeInheritedType(_ type: String, from clause: InheritanceClauseSyntax) {
        let items = Array(clause.inheritedTypes)
        guard let index = items.firstIndex(where: { $0.type.trimmedDescription == type }) else {
            return
        }
        if items.count == 1 {
            replace(clause.positionAfterSkippingLeadingTrivia..<clause.endPositionBeforeTrailingTrivia, with: "")
            return
        }
        removeListItem(at: index, of: items.map { ListItem($0, comma: $0.trailingComma) })
    }

    /// Removes a parameter from a parameter list.
    mutating func removeParameter(_ parameter: FunctionParameterSyntax, from clause: FunctionParameterClauseSyntax) {
        let items = Array(clause.parameters)
        if let index = items.firstIndex(where: { $0.id == parameter.id }) {
            removeListItem(at: index, of: items.map { ListItem($0, comma: $0.trailingComma) })
        }
    }

    /// Removes an argument from a call.
    mutating func removeArgument(_ argument: LabeledExprSyntax, from call: FunctionCallExprSyntax) {
        let items = Array(call.arguments)
        if let index = items.firstIndex(where: { $0.id == argument.id }) {
            removeListItem(at: index, of: items.map { ListItem($0, comma: $0.trailingComma) })
        }
    }

    /// The edits that delete ``deletedLines``, with the blank lines an insertion added around
    /// them, and a block left empty closed up as `{}`.
    func lineDeletionEdits() -> [Edit] {
        var deleted = deletedLines
        var tidied = false
        while !tidied {
            tidied = true
            for run in runs(of: deleted) {
                let previous = run.lowerBound - 1
                let next = run.upperBound + 1
                guard previous >= 0, next < lineStarts.count else {
                    continue
                }
                let previousText = lineText(previous).trimmingBlanksOfSubstring
                let nextText = lineText(next).trimmingBlanksOfSubstring
                if previousText.isEmpty, nextText.isEmpty || nextText == "}" {
                    deleted.insert(nextText.isEmpty ? next : previous)
                    tidied = false
                    break
                }
                if previousText.hasSuffix("{"), nextText.isEmpty {
                    deleted.insert(next)
                    tidied = false
                    break
                }
            }
        }
        return runs(of: deleted).enumerated().map { index, run in
            let previous = run.lowerBound - 1
            let next = run.upperBound + 1
            if previous >= 0, next < lineStarts.count,
               lineText(previous).trimmingBlanksOfSubstring.hasSuffix("{"), lineText(next).trimmingBlanksOfSubstring == "}" {
                // Nothing is left between the braces: `{}`, as the generator writes an empty body.
                let braceEnd = lineStarts[previous] + lastNonBlankOffset(in: lineText(previous)) + 1
                let closingBrace = lineStarts[next] + (lineText(next).utf8.firstIndex(of: UInt8(ascii: "}")).map { lineText(next).utf8.distance(from: lineText(next).utf8.startIndex, to: $0) } ?? 0)
                return Edit(range: braceEnd..<closingBrace, newText: "", order: Int.max / 2 + index)
            }
            let end = next < lineStarts.count ? lineStarts[next] : text.utf8.count
            return Edit(range: lineStarts[run.lowerBound]..<end, newText: "", order: Int.max / 2 + index)
        }
    }

    // MARK: - Private

    /// A list element and its trailing comma, by position.
    private struct ListItem {
        let start: AbsolutePosition
        let end: AbsolutePosition
        let commaStart: AbsolutePosition?
        let commaEnd: AbsolutePosition?

        init(_ node: some SyntaxProtocol, comma: TokenSyntax?) {
            start = node.positionAfterSkippingLeadingTrivia
            commaStart = comma?.positionAfterSkippingLeadingTrivia
            commaEnd = comma?.endPositionBeforeTrailingTrivia
            end = comma?.positionAfterSkippingLeadingTrivia ?? node.endPositionBeforeTrailingTrivia
        }
    }

    /// Removes item `index` of a list of at least two, with the separator that wiring's
    /// `appendListItem` put before it (for the last) or that follows it (for the others).
    private mutating func removeListItem(at index: Int, of items: [ListItem]) {
        let item = items[index]
        if index == items.count - 1 {
            let previous = items[index - 1]
            if let itemCommaEnd = item.commaEnd, let previousCommaEnd = previous.commaEnd {
                // A trailing comma stays on the list's new last item.
                replace(previousCommaEnd..<itemCommaEnd, with: "")
            } else if let previousCommaStart = previous.commaStart {
                replace(previousCommaStart..<item.end, with: "")
            }
        } else {
            replace(item.start..<items[index + 1].start, with: "")
        }
    }

    /// Whether a line is a comment that belongs to the declaration on the next line: a `//` or
    /// `///` comment other than a `// MARK:`.
    private static func isAttachedComment(_ line: Substring) -> Bool {
        let trimmed = line.trimmingBlanksOfSubstring
        return trimmed.hasPrefix("//") && !trimmed.hasPrefix("// MARK:")
    }

    /// The runs of consecutive line numbers in `lines`, in order.
    private func runs(of lines: Set<Int>) -> [ClosedRange<Int>] {
        var runs: [ClosedRange<Int>] = []
        for line in lines.sorted() {
            if let last = runs.last, last.upperBound + 1 == line {
                runs[runs.count - 1] = last.lowerBound...line
            } else {
                runs.append(line...line)
            }
        }
        return runs
    }

    private func lastNonBlankOffset(in line: Substring) -> Int {
        let bytes = Array(line.utf8)
        return bytes.lastIndex { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") } ?? 0
    }
}

extension Substring {

    /// The text without the spaces, tabs and line breaks at its ends.
    var trimmingBlanksOfSubstring: String {
        String(self).trimmingBlanks
    }
}
