import SwiftSyntax

/// The parent's view, when its interactor lost methods that only routed to the child (the
/// starter Root's `openWelcome()`): the presentable listener stops declaring them, and the
/// view stops offering them, with the buttons that asked for them and the labels about the child.
struct ViewFileUnwiring {

    let parent: ParentRIB
    let child: ChildRIB

    /// The interactor's methods that went: see ``InteractorFileUnwiring/unwire(_:)``.
    let removedListenerMethods: [String]

    func unwire(_ file: inout EditableSwiftFile) throws(WiringError) {
        guard !removedListenerMethods.isEmpty else {
            return
        }
        let declarations = DeclarationIndex(file.tree)
        if let listener = declarations.protocols[parent.names.typeName + "PresentableListener"] {
            for method in removedListenerMethods {
                try file.removeMembers(named: method, in: listener.memberBlock, describedAs: "\(listener.name.text).\(method)()")
            }
        }
        var controls: [String] = []
        for call in Self.calls(in: file.tree) where removedListenerMethods.contains(call.name) {
            if let control = try removeStatement(calling: call.node, in: &file) {
                controls.append(control)
            }
        }
        for control in controls {
            try removeElements(using: control, in: &file)
            try removeConstant(control, in: &file)
        }
        for type in declarations.classes.values {
            try file.removeEmptiedOverrides(in: type.memberBlock)
            file.removeEmptiedMarks(in: type.memberBlock)
        }
    }

    // MARK: - Private

    /// The calls `listener?.<name>()` in `tree`.
    private static func calls(in tree: SourceFileSyntax) -> [(name: String, node: FunctionCallExprSyntax)] {
        let finder = ListenerCallFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.calls
    }

    /// Removes the statement that makes `call`, or the `if id == <control> { ... }` it is all
    /// the body of.
    ///
    /// - Returns: The control whose button asked for the call, such as `Control.openWelcome`.
    private func removeStatement(calling call: FunctionCallExprSyntax, in file: inout EditableSwiftFile) throws(WiringError) -> String? {
        guard let statement = call.parent?.as(CodeBlockItemSyntax.self) else {
            return nil
        }
        if let body = statement.parent?.parent?.as(CodeBlockSyntax.self), body.statements.count == 1,
           let ifExpression = body.parent?.as(IfExprSyntax.self), ifExpression.elseBody == nil,
           ifExpression.conditions.count == 1,
           let comparison = ifExpression.conditions.first?.condition.as(SequenceExprSyntax.self)?.elements,
           comparison.count == 3, comparison.dropFirst().first?.trimmedDescription == "==", let control = comparison.last,
           let ifStatement = ifExpression.parent?.parent?.as(CodeBlockItemSyntax.self) ?? ifExpression.parent?.as(CodeBlockItemSyntax.self) {
            // Operators are not folded: `id == X` is the sequence `id`, `==`, `X`.
            try file.removeLines(of: ifStatement, describedAs: "the if that calls \(call.calledExpression.trimmedDescription)()")
            return control.trimmedDescription
        }
        try file.removeLines(of: statement, describedAs: "the call \(call.trimmedDescription)")
        return nil
    }

    /// Removes the elements of arrays that use `control`, the buttons of a screen, with the
    /// labels beside them that name the child.
    private func removeElements(using control: String, in file: inout EditableSwiftFile) throws(WiringError) {
        let finder = ArrayElementFinder(viewMode: .sourceAccurate)
        finder.walk(file.tree)
        for array in finder.arrays {
            // `Array` first: a syntax collection's `filter` makes a new collection, whose nodes are not the tree's.
            let usesControl = Array(array.elements).filter { $0.containsExpression(control) }
            guard !usesControl.isEmpty else {
                continue
            }
            for element in usesControl {
                try file.removeLines(of: element, describedAs: "the element that uses \(control)")
            }
            for element in array.elements where element.expression.trimmedDescription.hasPrefix(".label(")
                && element.stringLiterals.contains(where: { $0.names(child.names.typeName) }) {
                try file.removeLines(of: element, describedAs: "the label about \(child.names.typeName)")
            }
        }
    }

    /// Removes `Control.name`'s declaration once nothing uses it, and its enum once empty.
    private func removeConstant(_ control: String, in file: inout EditableSwiftFile) throws(WiringError) {
        let parts = control.split(separator: ".").map(String.init)
        guard parts.count == 2 else {
            return
        }
        let stillUsed = file.tree.tokens(viewMode: .sourceAccurate).contains { token in
            token.tokenKind == .identifier(parts[1]) && !file.isDeleted(token) && token.parent?.is(IdentifierPatternSyntax.self) != true
        }
        let finder = EnumFinder(name: parts[0])
        finder.walk(file.tree)
        guard !stillUsed, let enumeration = finder.found else {
            return
        }
        try file.removeMembers(named: parts[1], in: enumeration.memberBlock, describedAs: "\(control)")
        if enumeration.memberBlock.members.allSatisfy({ file.isRemoved($0.decl) }) {
            try file.removeLines(of: enumeration, describedAs: "enum \(parts[0])")
        }
    }
}

/// The calls `listener?.<name>()` and `listener.<name>()`.
private final class ListenerCallFinder: SyntaxVisitor {

    var calls: [(name: String, node: FunctionCallExprSyntax)] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
           let base = member.base?.trimmedDescription, base == "listener?" || base == "listener" {
            calls.append((member.declName.baseName.text, node))
        }
        return .visitChildren
    }
}

private final class ArrayElementFinder: SyntaxVisitor {

    var arrays: [ArrayExprSyntax] = []

    override func visit(_ node: ArrayExprSyntax) -> SyntaxVisitorContinueKind {
        arrays.append(node)
        return .visitChildren
    }
}

private final class EnumFinder: SyntaxVisitor {

    let name: String
    var found: EnumDeclSyntax?

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == name, found == nil {
            found = node
        }
        return .visitChildren
    }
}

extension ArrayElementSyntax {

    /// Whether the element holds an expression written `text`, such as `Control.openWelcome`.
    func containsExpression(_ text: String) -> Bool {
        descendants.contains { $0.as(MemberAccessExprSyntax.self)?.trimmedDescription == text || $0.as(DeclReferenceExprSyntax.self)?.trimmedDescription == text }
    }

    /// The text of the element's string literals.
    var stringLiterals: [String] {
        descendants.compactMap { $0.as(StringLiteralExprSyntax.self)?.segments.trimmedDescription }
    }

    private var descendants: [Syntax] {
        var nodes: [Syntax] = []
        var stack = [Syntax(self)]
        while let node = stack.popLast() {
            nodes.append(node)
            stack += node.children(viewMode: .sourceAccurate)
        }
        return nodes
    }
}
