import SwiftSyntax

/// The protocols, classes and structs a file declares, by name (the first of a name wins).
struct DeclarationIndex {

    private(set) var protocols: [String: ProtocolDeclSyntax] = [:]
    private(set) var classes: [String: ClassDeclSyntax] = [:]
    private(set) var structs: [String: StructDeclSyntax] = [:]

    init(_ tree: SourceFileSyntax) {
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(tree)
        protocols = collector.protocols
        classes = collector.classes
        structs = collector.structs
    }

    // MARK: - Private

    private final class Collector: SyntaxVisitor {

        var protocols: [String: ProtocolDeclSyntax] = [:]
        var classes: [String: ClassDeclSyntax] = [:]
        var structs: [String: StructDeclSyntax] = [:]

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            protocols[node.name.text] = protocols[node.name.text] ?? node
            return .skipChildren
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            classes[node.name.text] = classes[node.name.text] ?? node
            return .skipChildren
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            structs[node.name.text] = structs[node.name.text] ?? node
            return .skipChildren
        }
    }
}

extension MemberBlockSyntax {

    /// The functions of the block named `name`.
    func functions(named name: String) -> [FunctionDeclSyntax] {
        members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.filter { $0.name.text == name }
    }

    /// Whether the block has a function `name(firstLabel: ...)`.
    func hasFunction(named name: String, firstLabel: String? = nil) -> Bool {
        functions(named: name).contains { function in
            firstLabel == nil || function.signature.parameterClause.parameters.first?.firstName.text == firstLabel
        }
    }

    /// The initializers of the block.
    var initializers: [InitializerDeclSyntax] {
        members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
    }

    /// The stored or computed properties of the block, by the names they bind.
    var propertyNames: [String] {
        members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.flatMap { variable in
            variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        }
    }

    /// The property declaration that binds `name`, if any.
    func property(named name: String) -> VariableDeclSyntax? {
        members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.first { variable in
            variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
        }
    }

    /// Whether a `// MARK: - <title>` comment heads one of the block's members or its closing brace.
    func hasMark(_ title: String) -> Bool {
        markPosition(title) != nil
    }

    /// Where the comment `// MARK: - <title>` starts inside the block, if it has one.
    func markPosition(_ title: String) -> AbsolutePosition? {
        let trivia = members.map { ($0.leadingTrivia, $0.position) } + [(rightBrace.leadingTrivia, rightBrace.position)]
        for (pieces, start) in trivia {
            var offset = start.utf8Offset
            for piece in pieces {
                if case let .lineComment(comment) = piece, comment.trimmingBlanks == "// MARK: - \(title)" {
                    return AbsolutePosition(utf8Offset: offset)
                }
                offset += piece.sourceLength.utf8Length
            }
        }
        return nil
    }
}

extension InheritanceClauseSyntax? {

    /// Whether the clause names `type`.
    func names(_ type: String) -> Bool {
        self?.names(type) ?? false
    }
}

extension InheritanceClauseSyntax {

    /// Whether the clause names `type`.
    func names(_ type: String) -> Bool {
        inheritedTypes.contains { $0.type.trimmedDescription == type }
    }
}

extension Trivia {

    /// Whether the trivia holds a line break.
    var hasNewline: Bool {
        contains { piece in
            switch piece {
            case .newlines, .carriageReturns, .carriageReturnLineFeeds: true
            default: false
            }
        }
    }
}

extension SyntaxProtocol {

    /// The calls inside this node whose callee is the name `callee`, such as `RootRouter(...)`.
    func calls(to callee: String) -> [FunctionCallExprSyntax] {
        let finder = CallFinder(callee: callee)
        finder.walk(self)
        return finder.calls
    }
}

private final class CallFinder: SyntaxVisitor {

    let callee: String
    var calls: [FunctionCallExprSyntax] = []

    init(callee: String) {
        self.callee = callee
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.calledExpression.trimmedDescription == callee {
            calls.append(node)
        }
        return .visitChildren
    }
}
