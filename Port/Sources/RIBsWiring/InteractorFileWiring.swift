/// The parent's `<Parent>Interactor.swift`: its Routing protocol declares the routes to the
/// child, and its interactor hears the child's listener.
struct InteractorFileWiring {

    let parent: ParentRIB
    let child: ChildRIB

    func wire(_ file: inout EditableSwiftFile) throws(WiringError) {
        let declarations = DeclarationIndex(file.tree)
        guard let routing = declarations.protocols[parent.names.routing] else {
            throw .missingShape(path: file.path, missing: "no protocol \(parent.names.routing)")
        }
        guard let interactor = declarations.classes[parent.names.interactor] else {
            throw .missingShape(path: file.path, missing: "no class \(parent.names.interactor)")
        }
        if routing.memberBlock.hasFunction(named: child.names.routeTo) {
            throw .alreadyWired(path: file.path, evidence: "\(parent.names.routing) already has \(child.names.routeTo)()")
        }
        file.insertMembers(["func \(child.names.routeTo)()\nfunc \(child.names.routeAwayFrom)()"], into: routing.memberBlock)
        file.insertMembers([
            "// MARK: - \(child.names.listener)",
            """
            func \(child.names.didFinish)() {
                // TODO: Decide what \(parent.names.typeName) does when \(child.names.typeName) is done; until then, it detaches \(child.names.typeName).
                \(Self.routeAway(from: child.names))
            }
            """,
        ], into: interactor.memberBlock, placement: .beforePrivateSection)
    }
}

extension InteractorFileWiring {

    /// What the listener's methods do as wiring writes them: detach the child.
    static func routeAway(from child: RIBNames) -> String {
        "router?.\(child.routeAwayFrom)()"
    }
}
