import SwiftSyntax

/// What removing members leaves behind and must go too: `// MARK:` comments heading nothing,
/// overrides left doing nothing, nested types left empty.
extension EditableSwiftFile {

    /// Deletes each `// MARK: - ...` comment of `block` whose members were all removed.
    mutating func removeEmptiedMarks(in block: MemberBlockSyntax) {
        var sections: [(mark: AbsolutePosition, members: [MemberBlockItemSyntax])] = []
        for member in block.members {
            if let mark = Self.lastMark(in: member.leadingTrivia, from: member.position) {
                sections.append((mark, [member]))
            } else if !sections.isEmpty {
                sections[sections.count - 1].members.append(member)
            }
        }
        for section in sections where section.members.allSatisfy({ isRemoved($0.decl) }) {
            removeLine(at: section.mark)
        }
    }

    /// Removes each override of `block` whose statements were all removed but a call to the
    /// overridden method (`super.didLoad()`): the base class's method does that already.
    mutating func removeEmptiedOverrides(in block: MemberBlockSyntax) throws(WiringError) {
        for member in block.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self), !isRemoved(function),
                  function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }),
                  let statements = function.body?.statements,
                  statements.contains(where: { isRemoved($0) }) else {
                continue
            }
            let superCall = "super . \(function.name.text) ("
            if statements.allSatisfy({ isRemoved($0) || $0.code.hasPrefix(superCall) }) {
                try removeLines(of: function, describedAs: "\(function.name.text)()")
            }
        }
    }

    /// Removes the members of `block` named `name`: functions, or properties that bind only it.
    ///
    /// - Returns: Whether there was one.
    @discardableResult
    mutating func removeMembers(named name: String, in block: MemberBlockSyntax, describedAs what: String) throws(WiringError) -> Bool {
        var found = false
        for member in block.members {
            let isNamed = member.decl.as(FunctionDeclSyntax.self)?.name.text == name
                || member.decl.as(VariableDeclSyntax.self).map { variable in
                    variable.bindings.count == 1 && variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                } == true
            if isNamed {
                try removeLines(of: member.decl, describedAs: what)
                found = true
            }
        }
        return found
    }

    // MARK: - Private

    /// Where the last `// MARK: - ...` comment of `trivia` starts.
    private static func lastMark(in trivia: Trivia, from start: AbsolutePosition) -> AbsolutePosition? {
        var offset = start.utf8Offset
        var mark: AbsolutePosition?
        for piece in trivia {
            if case let .lineComment(comment) = piece, comment.hasPrefix("// MARK: - ") {
                mark = AbsolutePosition(utf8Offset: offset)
            }
            offset += piece.sourceLength.utf8Length
        }
        return mark
    }
}
