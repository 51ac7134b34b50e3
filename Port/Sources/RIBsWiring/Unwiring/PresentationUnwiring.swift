import SwiftSyntax

/// `present(viewController:)` and `dismiss(viewController:)`, which wiring gives a parent's
/// ViewControllable protocol, view controller and mocks with its first child that shows a view:
/// they go once the router shows no child's view, if they are still as wiring wrote them in
/// all three (the starter Root's, written by `ribs init` with its own mock, stay).
struct PresentationUnwiring {

    let parent: ParentRIB

    /// Whether to remove them, the router's file as unwiring leaves it.
    func applies(router: EditableSwiftFile, viewController: EditableSwiftFile?, mocks: EditableSwiftFile?) -> Bool {
        guard parent.shape.ownsView, let viewController,
              let protocolDeclaration = DeclarationIndex(router.tree).protocols[parent.names.viewControllable],
              let clause = protocolDeclaration.inheritanceClause,
              clause.inheritedTypes.allSatisfy({ $0.type.trimmedDescription == "ViewControllable" || $0.type.tokens(viewMode: .sourceAccurate).allSatisfy(router.isDeleted) }),
              !showsAView(router),
              Self.requirements(in: protocolDeclaration).count == 2,
              let viewControllerClass = DeclarationIndex(viewController.tree).classes[parent.names.viewController] else {
            return false
        }
        let written = ViewControllerFileWiring.presentation.map { code(of: $0) }
        let implementations = ["present", "dismiss"].flatMap { viewControllerClass.memberBlock.functions(named: $0) }
        guard implementations.map(\.code) == written else {
            return false
        }
        for mock in mocks.map({ DeclarationIndex($0.tree).classes.values.map { $0 } }) ?? []
        where mock.inheritanceClause.names(parent.names.viewControllable) {
            for name in ["present", "dismiss"] {
                let counted = code(of: MocksFileWiring.countedMethod(name, parameter: ("viewController", "any ViewControllable"))[1])
                if mock.memberBlock.functions(named: name).contains(where: { $0.code != counted }) {
                    return false
                }
            }
        }
        return true
    }

    /// Removes them from the protocol and the view controller; the mocks' go with
    /// ``MocksFileUnwiring``.
    func unwire(router: inout EditableSwiftFile, viewController: inout EditableSwiftFile) throws(WiringError) {
        if let protocolDeclaration = DeclarationIndex(router.tree).protocols[parent.names.viewControllable] {
            for requirement in Self.requirements(in: protocolDeclaration) {
                try router.removeLines(of: requirement, describedAs: "\(parent.names.viewControllable).\(requirement.name.text)")
            }
        }
        if let viewControllerClass = DeclarationIndex(viewController.tree).classes[parent.names.viewController] {
            for name in ["present", "dismiss"] {
                try viewController.removeMembers(named: name, in: viewControllerClass.memberBlock, describedAs: "\(parent.names.viewController).\(name)")
            }
            viewController.removeEmptiedMarks(in: viewControllerClass.memberBlock)
        }
    }

    // MARK: - Private

    /// The protocol's `present(viewController:)` and `dismiss(viewController:)`, when they are
    /// as wiring writes them.
    private static func requirements(in declaration: ProtocolDeclSyntax) -> [FunctionDeclSyntax] {
        let written = RouterFileWiring.presentationRequirements.split(separator: "\n").map { code(of: String($0)) }
        return declaration.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.filter { written.contains($0.code) }
    }

    /// Whether the router, as unwiring leaves it, still presents or dismisses a view.
    private func showsAView(_ router: EditableSwiftFile) -> Bool {
        ["viewController.present", "viewController.dismiss"].contains { callee in
            router.tree.calls(to: callee).contains { call in
                !call.tokens(viewMode: .sourceAccurate).allSatisfy(router.isDeleted)
            }
        }
    }
}
