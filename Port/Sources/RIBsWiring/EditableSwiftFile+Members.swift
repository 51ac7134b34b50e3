import SwiftSyntax

/// Where new members go in a type's body.
enum MemberPlacement {

    /// At the end of the body.
    case end

    /// Before the body's `// MARK: - Private` section, or at the end if it has none.
    case beforePrivateSection
}

extension EditableSwiftFile {

    /// Inserts `chunks` into a braced block, one indentation level inside it, a blank line
    /// between chunks; a chunk is one or more lines, written without the block's indentation.
    ///
    /// - Parameters:
    ///   - chunks: The members or statements to insert.
    ///   - leftBrace: The block's opening brace.
    ///   - rightBrace: The block's closing brace.
    ///   - firstItem: Where the block's first member or statement starts, if it has one: its
    ///     indentation is the block's.
    ///   - position: Where to insert, if not at the end: the start of a line inside the block.
    ///   - opensWithBlankLine: Whether an empty block opened up starts with a blank line, as a
    ///     class's or struct's body does and a protocol's does not.
    mutating func insert(
        _ chunks: [String],
        intoBlockFrom leftBrace: TokenSyntax,
        to rightBrace: TokenSyntax,
        firstItem: AbsolutePosition?,
        at position: AbsolutePosition? = nil,
        opensWithBlankLine: Bool = false
    ) {
        let outerIndentation = indentation(at: leftBrace.positionAfterSkippingLeadingTrivia)
        let innerIndentation = firstItem.map { indentation(at: $0) } ?? outerIndentation + "    "
        let rendered = chunks.map { chunk in
            chunk.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.isEmpty ? "" : innerIndentation + $0 }
                .joined(separator: "\n")
        }.joined(separator: "\n\n")

        let braceLineStart = startOfLine(at: rightBrace.positionAfterSkippingLeadingTrivia)
        if position == nil, braceLineStart <= leftBrace.positionAfterSkippingLeadingTrivia {
            // `{}` or `{ ... }` on one line: open the block up.
            if firstItem == nil {
                let opening = opensWithBlankLine ? "\n\n" : "\n"
                replace(leftBrace.endPositionBeforeTrailingTrivia..<rightBrace.positionAfterSkippingLeadingTrivia, with: opening + rendered + "\n" + outerIndentation)
            } else {
                insert("\n" + rendered + "\n" + outerIndentation, at: rightBrace.positionAfterSkippingLeadingTrivia)
            }
            return
        }
        let lineStart = position ?? braceLineStart
        let blankLineBefore = insertedLineStarts.contains(lineStart) || !followsBlankLineOrOpeningBrace(lineStart: lineStart)
        let blankLineAfter = position != nil
        insert((blankLineBefore ? "\n" : "") + rendered + "\n" + (blankLineAfter ? "\n" : ""), at: lineStart)
        insertedLineStarts.insert(lineStart)
    }

    /// Inserts `chunks` as members of a type's body.
    mutating func insertMembers(_ chunks: [String], into block: MemberBlockSyntax, placement: MemberPlacement = .end) {
        let position: AbsolutePosition? = switch placement {
        case .end: nil
        case .beforePrivateSection: block.markPosition("Private").map { startOfLine(at: $0) }
        }
        insert(
            chunks,
            intoBlockFrom: block.leftBrace,
            to: block.rightBrace,
            firstItem: block.members.first?.positionAfterSkippingLeadingTrivia,
            at: position,
            opensWithBlankLine: !(block.parent?.is(ProtocolDeclSyntax.self) ?? false)
        )
    }

    /// Inserts `chunks` as the last statements of a function's body.
    mutating func appendStatements(_ chunks: [String], to body: CodeBlockSyntax) {
        insert(chunks, intoBlockFrom: body.leftBrace, to: body.rightBrace, firstItem: body.statements.first?.positionAfterSkippingLeadingTrivia)
    }

    /// Inserts `line` as the first statement of a body that has statements.
    mutating func prependStatement(_ line: String, to body: CodeBlockSyntax) {
        guard let first = body.statements.first else {
            appendStatements([line], to: body)
            return
        }
        let start = first.positionAfterSkippingLeadingTrivia
        insert(indentation(at: start) + line + "\n", at: startOfLine(at: start))
    }

    /// Inserts `line` as a statement before `statement`, above the comments that lead it.
    mutating func insertStatement(_ line: String, before statement: CodeBlockItemSyntax) {
        let start = statement.positionAfterSkippingLeadingTrivia
        let lineStart = startOfLine(at: firstCommentPosition(in: statement.leadingTrivia, from: statement.position) ?? start)
        insert(indentation(at: start) + line + "\n", at: lineStart)
    }

    /// Adds `type` to the types a declaration inherits.
    mutating func addInheritedType(_ type: String, to clause: InheritanceClauseSyntax?, afterName name: TokenSyntax) {
        if let last = clause?.inheritedTypes.last {
            insert(", " + type, at: last.type.endPositionBeforeTrailingTrivia)
        } else {
            insert(": " + type, at: name.endPositionBeforeTrailingTrivia)
        }
    }

    /// Adds a parameter at the end of a parameter list, on a line of its own if the last one is.
    mutating func appendParameter(_ parameter: String, to clause: FunctionParameterClauseSyntax) {
        guard let last = clause.parameters.last else {
            insert(parameter, at: clause.rightParen.positionAfterSkippingLeadingTrivia)
            return
        }
        appendListItem(parameter, after: Syntax(last), hasTrailingComma: last.trailingComma != nil)
    }

    /// Adds an argument at the end of a call's argument list, on a line of its own if the last one is.
    mutating func appendArgument(_ argument: String, to call: FunctionCallExprSyntax) {
        guard let last = call.arguments.last else {
            if let rightParen = call.rightParen {
                insert(argument, at: rightParen.positionAfterSkippingLeadingTrivia)
            }
            return
        }
        appendListItem(argument, after: Syntax(last), hasTrailingComma: last.trailingComma != nil)
    }

    /// Removes a modifier such as `override`, with the blanks that follow it.
    mutating func remove(_ modifier: DeclModifierSyntax) {
        guard let next = modifier.nextToken(viewMode: .sourceAccurate) else {
            return
        }
        replace(modifier.positionAfterSkippingLeadingTrivia..<next.positionAfterSkippingLeadingTrivia, with: "")
    }

    /// Removes a statement with the comments and line break that lead it.
    mutating func remove(_ statement: CodeBlockItemSyntax) {
        replace(statement.position..<statement.endPositionBeforeTrailingTrivia, with: "")
    }

    // MARK: - Private

    private mutating func appendListItem(_ item: String, after last: Syntax, hasTrailingComma: Bool) {
        let onItsOwnLine = last.leadingTrivia.hasNewline
        let separator = onItsOwnLine ? "\n" + indentation(at: last.positionAfterSkippingLeadingTrivia) : " "
        if hasTrailingComma {
            insert(separator + item + ",", at: last.endPositionBeforeTrailingTrivia)
        } else {
            insert("," + separator + item, at: last.endPositionBeforeTrailingTrivia)
        }
    }

    private func firstCommentPosition(in trivia: Trivia, from start: AbsolutePosition) -> AbsolutePosition? {
        var offset = start.utf8Offset
        for piece in trivia {
            if piece.isComment {
                return AbsolutePosition(utf8Offset: offset)
            }
            offset += piece.sourceLength.utf8Length
        }
        return nil
    }
}
