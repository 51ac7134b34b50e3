import SwiftSyntax

/// The parent's `<Parent>Builder.swift`, the child taken out: `build` stops making the child's
/// builder, the component stops keeping the view controller it lent no one else, and a
/// component that nothing uses any more is written as the generator writes it.
struct BuilderFileUnwiring {

    let parent: ParentRIB
    let child: ChildRIB

    /// Whether code that stays uses the view controller the component keeps for viewless
    /// children, such as another viewless child's component extension.
    let lentViewControllerStaysInUse: Bool

    /// The comment the generator's builder writes above `_ = component` (`BuilderTemplate`,
    /// for a RIB with a view), which wiring removes with it and unwiring puts back.
    static let unusedComponentComment = """
        // TODO: Pass the component's objects to the view controller and the interactor, and
        // the component itself to child builders as their dependency; then delete `_ = component`.
        """

    func unwire(_ file: inout EditableSwiftFile) throws(WiringError) {
        let declarations = DeclarationIndex(file.tree)
        guard let builder = declarations.classes[parent.names.builder],
              let build = builder.memberBlock.functions(named: "build").first,
              let body = build.body else {
            throw .missingShape(path: file.path, missing: "no class \(parent.names.builder) with a build function")
        }
        let statements = Array(body.statements)
        guard let componentIndex = statements.firstIndex(where: { !$0.calls(to: parent.names.component).isEmpty }),
              let componentCall = statements[componentIndex].calls(to: parent.names.component).first else {
            throw .missingShape(path: file.path, missing: "\(parent.names.builder).build makes no \(parent.names.component)")
        }
        let componentStatement = statements[componentIndex]
        let component = componentStatement.name(madeBy: parent.names.component)

        for statement in statements where statement.declaredName == child.names.builderProperty {
            guard statement.code == code(of: "let \(child.names.builderProperty) = \(child.names.builder)(dependency: \(component ?? "component"))") else {
                throw .notAsWired(path: file.path, line: file.lineNumber(of: statement),
                                  what: "\(parent.names.builder).build makes \(child.names.builderProperty) otherwise than ribs wrote, and ribs removes only its own code: change it back, or take \(child.names.typeName) out by hand")
            }
            try file.removeLines(of: statement, describedAs: "let \(child.names.builderProperty)")
        }
        for call in body.calls(to: parent.names.router) {
            for argument in call.arguments where argument.label?.text == child.names.builderProperty {
                file.removeArgument(argument, from: call)
            }
        }

        var movedViewController: CodeBlockItemSyntax?
        if child.viewless, parent.shape.ownsView, !lentViewControllerStaysInUse,
           let componentClass = declarations.classes[parent.names.component],
           try removeLentViewController(from: componentClass, componentCall: componentCall, in: &file),
           componentIndex > 0, statements[componentIndex - 1].name(madeBy: parent.names.viewController) != nil {
            // Wiring made the view controller before the component that keeps it; the
            // generator makes it after.
            movedViewController = statements[componentIndex - 1]
            try file.removeLines(of: statements[componentIndex - 1], describedAs: "let viewController")
        }
        if let component, !isUsed(component, in: body, file: file) {
            restoreUnused(component, statement: componentStatement, in: &file)
        }
        if let movedViewController {
            file.insertLines(movedViewController.trimmedDescription, after: componentStatement)
        }
    }

    // MARK: - Private

    /// Removes the view controller property and initializer wiring gave the component, and the
    /// argument that sets it.
    ///
    /// - Returns: Whether they were there, as wiring writes them.
    private func removeLentViewController(from component: ClassDeclSyntax, componentCall: FunctionCallExprSyntax,
                                          in file: inout EditableSwiftFile) throws(WiringError) -> Bool {
        let property = parent.names.viewControllerProperty
        let written = BuilderFileWiring.lentViewControllerMembers(parent.names).map { code(of: $0) }
        guard let stored = component.memberBlock.property(named: property), stored.code == written[0],
              let initializer = component.memberBlock.initializers.first(where: { $0.code == written[1] }),
              let argument = componentCall.arguments.first(where: { $0.label?.text == property }) else {
            return false
        }
        try file.removeLines(of: stored, describedAs: "\(parent.names.component).\(property)")
        try file.removeLines(of: initializer, describedAs: "\(parent.names.component)'s initializer")
        file.removeArgument(argument, from: componentCall)
        file.removeEmptiedMarks(in: component.memberBlock)
        return true
    }

    /// Whether code that stays in `body` uses `name`, other than to declare it.
    private func isUsed(_ name: String, in body: CodeBlockSyntax, file: EditableSwiftFile) -> Bool {
        body.tokens(viewMode: .sourceAccurate).contains { token in
            token.tokenKind == .identifier(name) && !file.isDeleted(token) && token.parent?.is(IdentifierPatternSyntax.self) != true
        }
    }

    /// A component nothing uses is discarded as the generator writes it: after the generator's
    /// comment in a file that still holds the generator's `TODO`s, else with `_ =` in place
    /// of its name (as the starter app's builders discard theirs).
    private func restoreUnused(_ name: String, statement: CodeBlockItemSyntax, in file: inout EditableSwiftFile) {
        if file.text.contains("// TODO:") {
            file.insertLines(Self.unusedComponentComment + "\n_ = \(name)", after: statement)
        } else if let variable = statement.item.as(VariableDeclSyntax.self), let pattern = variable.bindings.first?.pattern {
            file.replace(variable.bindingSpecifier.positionAfterSkippingLeadingTrivia..<pattern.endPositionBeforeTrailingTrivia, with: "_")
        }
    }
}

extension EditableSwiftFile {

    /// Inserts `lines` after `statement`, each indented as it is.
    mutating func insertLines(_ lines: String, after statement: some SyntaxProtocol) {
        let indentation = indentation(at: statement.positionAfterSkippingLeadingTrivia)
        let nextLine = line(of: statement.endPositionBeforeTrailingTrivia) + 1
        let rendered = lines.split(separator: "\n", omittingEmptySubsequences: false).map { indentation + $0 + "\n" }.joined()
        insert(rendered, at: AbsolutePosition(utf8Offset: lineStarts[nextLine]))
    }
}
