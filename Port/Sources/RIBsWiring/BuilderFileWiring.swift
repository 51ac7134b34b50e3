import SwiftSyntax

/// The parent's `<Parent>Builder.swift`: `build` makes the child's builder with the parent's
/// component as its dependency and hands it to the router; for a viewless child of a parent
/// with a view, the component keeps the parent's view controller to lend it.
struct BuilderFileWiring {

    let parent: ParentRIB
    let child: ChildRIB

    func wire(_ file: inout EditableSwiftFile) throws(WiringError) {
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
        guard let routerStatement = statements.first(where: { !$0.calls(to: parent.names.router).isEmpty }),
              let routerCall = routerStatement.calls(to: parent.names.router).first else {
            throw .missingShape(path: file.path, missing: "\(parent.names.builder).build makes no \(parent.names.router)")
        }
        if statements.contains(where: { $0.declaredName == child.names.builderProperty }) {
            throw .alreadyWired(path: file.path, evidence: "\(parent.names.builder).build already makes \(child.names.builderProperty)")
        }

        let component = try componentName(of: statements[componentIndex], in: &file)
        for unused in statements where unused.item.trimmedDescription == "_ = \(component)" {
            file.remove(unused)
        }
        file.insertStatement("let \(child.names.builderProperty) = \(child.names.builder)(dependency: \(component))", before: routerStatement)
        file.appendArgument("\(child.names.builderProperty): \(child.names.builderProperty)", to: routerCall)

        if child.viewless, parent.shape.ownsView,
           let componentClass = declarations.classes[parent.names.component],
           componentClass.memberBlock.property(named: parent.names.viewControllerProperty) == nil {
            try lendViewController(from: componentClass, statements: statements, componentIndex: componentIndex, componentCall: componentCall, in: &file)
        }
    }

    // MARK: - Private

    /// The name `build` gives the component; `_ = <Parent>Component(...)` becomes
    /// `let component = ...`.
    private func componentName(of statement: CodeBlockItemSyntax, in file: inout EditableSwiftFile) throws(WiringError) -> String {
        if let name = statement.name(madeBy: parent.names.component) {
            return name
        }
        guard let sequence = statement.item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self) ?? statement.item.as(SequenceExprSyntax.self),
              let discard = sequence.elements.first?.as(DiscardAssignmentExprSyntax.self) else {
            throw .missingShape(path: file.path, missing: "\(parent.names.builder).build neither names its \(parent.names.component) nor discards it")
        }
        file.replace(discard.positionAfterSkippingLeadingTrivia..<discard.endPositionBeforeTrailingTrivia, with: "let component")
        return "component"
    }

    /// The component keeps the parent's view controller, made before it, so that the component
    /// extension can lend it to the viewless child.
    private func lendViewController(
        from componentClass: ClassDeclSyntax,
        statements: [CodeBlockItemSyntax],
        componentIndex: Int,
        componentCall: FunctionCallExprSyntax,
        in file: inout EditableSwiftFile
    ) throws(WiringError) {
        if !componentClass.memberBlock.initializers.isEmpty {
            throw .missingShape(path: file.path, missing: "\(parent.names.component) has an initializer of its own, so ribs cannot give it \(parent.names.viewControllerProperty); keep the view controller there by hand")
        }
        guard let viewControllerIndex = statements.firstIndex(where: { !$0.calls(to: parent.names.viewController).isEmpty }),
              let viewController = statements[viewControllerIndex].name(madeBy: parent.names.viewController) else {
            throw .missingShape(path: file.path, missing: "\(parent.names.builder).build makes no \(parent.names.viewController) to lend")
        }
        let property = parent.names.viewControllerProperty
        file.insertMembers(Self.lentViewControllerMembers(parent.names), into: componentClass.memberBlock, placement: .beforePrivateSection)
        file.appendArgument("\(property): \(viewController)", to: componentCall)
        if viewControllerIndex > componentIndex {
            // The view controller must exist before the component that keeps it.
            let statement = statements[viewControllerIndex]
            file.remove(statement)
            file.insertStatement(statement.trimmedDescription, before: statements[componentIndex])
        }
    }
}

extension BuilderFileWiring {

    /// What the parent's component gains to keep the view controller it lends its viewless
    /// children: the property and the initializer that sets it, as wiring writes them.
    static func lentViewControllerMembers(_ parent: RIBNames) -> [String] {
        let property = parent.viewControllerProperty
        return [
            "/// The view controller \(parent.typeName)'s viewless children show their children's views in: \(parent.typeName)'s own.\nlet \(property): any \(parent.viewControllable)",
            """
            init(dependency: any \(parent.dependency), \(property): any \(parent.viewControllable)) {
                self.\(property) = \(property)
                super.init(dependency: dependency)
            }
            """,
        ]
    }
}

extension CodeBlockItemSyntax {

    /// The name a `let` or `var` statement declares, if it is one.
    var declaredName: String? {
        item.as(VariableDeclSyntax.self)?.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }

    /// The name a `let` or `var` statement gives what `callee(...)` makes, if the call is its
    /// value: not `interactor` in `let interactor = Interactor(presenter: ViewController())`.
    func name(madeBy callee: String) -> String? {
        guard let value = item.as(VariableDeclSyntax.self)?.bindings.first?.initializer?.value.as(FunctionCallExprSyntax.self),
              value.calledExpression.trimmedDescription == callee else {
            return nil
        }
        return declaredName
    }
}
