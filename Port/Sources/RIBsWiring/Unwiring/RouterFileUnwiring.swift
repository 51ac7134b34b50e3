import SwiftSyntax

/// The parent's `<Parent>Router.swift`, the child taken out: its listener and view
/// controllable, its builder's parameter and property, its routes, and the call that attaches
/// it when the parent loads.
struct RouterFileUnwiring {

    let parent: ParentRIB
    let child: ChildRIB

    /// The parents of `child` among `routers`: the RIBs whose Interactable refines its listener.
    static func parents(of child: RIBNames, amongRouters routers: [EditableSwiftFile]) -> [String] {
        routers.flatMap { file in
            DeclarationIndex(file.tree).protocols.values.compactMap { declaration -> String? in
                let name = declaration.name.text
                guard name.hasSuffix("Interactable"), name != child.interactable,
                      declaration.inheritanceClause.names(child.listener) else {
                    return nil
                }
                return String(name.dropLast("Interactable".count))
            }
        }.sorted()
    }

    func unwire(_ file: inout EditableSwiftFile) throws(WiringError) {
        let declarations = DeclarationIndex(file.tree)
        guard let interactable = declarations.protocols[parent.names.interactable] else {
            throw .missingShape(path: file.path, missing: "no protocol \(parent.names.interactable)")
        }
        guard let listeners = interactable.inheritanceClause, listeners.names(child.names.listener) else {
            throw .notWired(path: file.path, evidence: "\(parent.names.interactable) does not refine \(child.names.listener)")
        }
        guard let router = declarations.classes[parent.names.router] else {
            throw .missingShape(path: file.path, missing: "no class \(parent.names.router)")
        }
        file.removeInheritedType(child.names.listener, from: listeners)
        if let viewControllable = declarations.protocols[parent.names.viewControllable]?.inheritanceClause,
           viewControllable.names(child.names.viewControllable) {
            file.removeInheritedType(child.names.viewControllable, from: viewControllable)
        }
        try unwireInitializer(of: router, in: &file)
        try removeRoutes(from: router, in: &file)
        try file.removeMembers(named: child.names.builderProperty, in: router.memberBlock, describedAs: "\(parent.names.router).\(child.names.builderProperty)")
        try file.removeMembers(named: child.names.variableName, in: router.memberBlock, describedAs: "\(parent.names.router).\(child.names.variableName)")
        try removeCalls(from: router, in: &file)
        try file.removeEmptiedOverrides(in: router.memberBlock)
        file.removeEmptiedMarks(in: router.memberBlock)
    }

    // MARK: - Private

    /// Takes the child's builder out of the initializer, which overrides the base class's
    /// again once it takes only what that one takes.
    private func unwireInitializer(of router: ClassDeclSyntax, in file: inout EditableSwiftFile) throws(WiringError) {
        guard let initializer = router.memberBlock.initializers.first(where: { $0.signature.parameterClause.parameters.first?.firstName.text == "interactor" }) else {
            throw .missingShape(path: file.path, missing: "\(parent.names.router) has no init(interactor:...)")
        }
        let parameters = initializer.signature.parameterClause
        guard let parameter = parameters.parameters.first(where: { $0.firstName.text == child.names.builderProperty }) else {
            return
        }
        file.removeParameter(parameter, from: parameters)
        // A syntax collection's `filter` makes a new collection, whose nodes are not the tree's.
        let remaining = Array(parameters.parameters).filter { $0.id != parameter.id }.map(\.firstName.text)
        if parent.shape.ownsView, remaining == ["interactor", "viewController"],
           !initializer.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) {
            file.insert("override ", at: initializer.initKeyword.positionAfterSkippingLeadingTrivia)
        }
        let assignment = code(of: "self.\(child.names.builderProperty) = \(child.names.builderProperty)")
        for statement in initializer.body?.statements ?? [] where statement.code == assignment {
            try file.removeLines(of: statement, describedAs: "the assignment of \(child.names.builderProperty)")
        }
    }

    /// Removes the routes, which must be as wiring writes them, for a child with a view or without.
    private func removeRoutes(from router: ClassDeclSyntax, in file: inout EditableSwiftFile) throws(WiringError) {
        let kinds = [ChildRIB(names: child.names, viewless: false), ChildRIB(names: child.names, viewless: true)]
        let routes = [
            (child.names.routeTo, kinds.map { code(of: RouterFileWiring.routeTo($0)) }),
            (child.names.routeAwayFrom, kinds.map { code(of: RouterFileWiring.routeAwayFrom($0)) }),
        ]
        for (name, written) in routes {
            for function in router.memberBlock.functions(named: name) {
                guard written.contains(function.code) else {
                    throw .notAsWired(path: file.path, line: file.lineNumber(of: function),
                                      what: "\(parent.names.router).\(name)() is not as ribs wrote it, and ribs removes only its own code: change it back, or take \(child.names.typeName) out by hand")
                }
                try file.removeLines(of: function, describedAs: "\(name)()")
            }
        }
    }

    /// Removes the statements that attach the child when the parent loads, and what a viewless
    /// parent's `cleanupViews()` does for the child.
    private func removeCalls(from router: ClassDeclSyntax, in file: inout EditableSwiftFile) throws(WiringError) {
        let attach = [code(of: "\(child.names.routeTo)()"), code(of: "self.\(child.names.routeTo)()")]
        for function in router.memberBlock.functions(named: "didLoad") {
            for statement in function.body?.statements ?? [] where attach.contains(statement.code) {
                try file.removeLines(of: statement, describedAs: "the call to \(child.names.routeTo)()")
            }
        }
        let dismiss = code(of: RouterFileWiring.dismissInCleanupViews(child))
        for function in router.memberBlock.functions(named: "cleanupViews") {
            for statement in function.body?.statements ?? [] where statement.code == dismiss {
                try file.removeLines(of: statement, describedAs: "the dismissal of \(child.names.variableName)")
            }
        }
    }
}
