import SwiftSyntax

/// The parent's `<Parent>Router.swift`: the interactor hears the child, the view controller can
/// show it, and the router holds the child's builder and attaches and detaches it.
struct RouterFileWiring {

    let parent: ParentRIB
    let child: ChildRIB

    /// The parent's shape, from its router's base class.
    static func shape(of file: EditableSwiftFile, parent: RIBNames) throws(WiringError) -> RIBShape {
        let base = try routerClass(in: file, parent: parent).inheritanceClause?.inheritedTypes.first?.type.as(IdentifierTypeSyntax.self)?.name.text
        switch base {
        case "LaunchRouter": return .launch
        case "ViewableRouter": return .withView
        case "Router": return .viewless
        default: throw .missingShape(path: file.path, missing: "\(parent.router) is not a LaunchRouter, ViewableRouter or Router")
        }
    }

    /// Wires the router file.
    ///
    /// - Returns: Whether the parent's ViewControllable protocol gained `present(viewController:)`
    ///   and `dismiss(viewController:)`, which its view controller and mock must then implement.
    func wire(_ file: inout EditableSwiftFile) throws(WiringError) -> Bool {
        let declarations = DeclarationIndex(file.tree)
        guard let interactable = declarations.protocols[parent.names.interactable] else {
            throw .missingShape(path: file.path, missing: "no protocol \(parent.names.interactable)")
        }
        guard let viewControllable = declarations.protocols[parent.names.viewControllable] else {
            throw .missingShape(path: file.path, missing: "no protocol \(parent.names.viewControllable)")
        }
        let router = try Self.routerClass(in: file, parent: parent.names)
        if interactable.inheritanceClause.names(child.names.listener) {
            throw .alreadyWired(path: file.path, evidence: "\(parent.names.interactable) already refines \(child.names.listener)")
        }
        guard let initializer = router.memberBlock.initializers.first(where: { $0.signature.parameterClause.parameters.first?.firstName.text == "interactor" }),
              let initializerBody = initializer.body else {
            throw .missingShape(path: file.path, missing: "\(parent.names.router) has no init(interactor:...)")
        }
        if !parent.shape.ownsView, router.memberBlock.property(named: "viewController") == nil {
            throw .missingShape(path: file.path, missing: "\(parent.names.router) keeps no viewController to show its children's views in")
        }

        file.addInheritedType(child.names.listener, to: interactable.inheritanceClause, afterName: interactable.name)
        let addsPresentation = parent.shape.ownsView && !viewControllable.memberBlock.hasFunction(named: "present", firstLabel: "viewController")
        if addsPresentation {
            file.insertMembers([Self.presentationRequirements], into: viewControllable.memberBlock)
        }
        if child.viewless {
            file.addInheritedType(child.names.viewControllable, to: viewControllable.inheritanceClause, afterName: viewControllable.name)
        }

        if let override = initializer.modifiers.first(where: { $0.name.tokenKind == .keyword(.override) }) {
            // With a parameter more, the initializer no longer overrides the base class's.
            file.remove(override)
        }
        file.appendParameter("\(child.names.builderProperty): any \(child.names.buildable)", to: initializer.signature.parameterClause)
        let assignment = "self.\(child.names.builderProperty) = \(child.names.builderProperty)"
        if let superInit = initializerBody.statements.first(where: { $0.trimmedDescription.hasPrefix("super.init(") }) {
            // After the other stored properties' assignments, in the order of the parameters.
            file.insertStatement(assignment, before: superInit)
        } else {
            file.prependStatement(assignment, to: initializerBody)
        }

        let routes = router.memberBlock.hasMark(parent.names.routing) ? [] : ["// MARK: - \(parent.names.routing)"]
        file.insertMembers(routes + [Self.routeTo(child), Self.routeAwayFrom(child)], into: router.memberBlock, placement: .beforePrivateSection)
        if !child.viewless, !parent.shape.ownsView {
            try dismissChildInCleanupViews(of: router, in: &file)
        }
        let privateMark = router.memberBlock.hasMark("Private") ? [] : ["// MARK: - Private"]
        file.insertMembers(privateMark + [Self.storedProperties(child)], into: router.memberBlock)
        return addsPresentation
    }

    // MARK: - Private

    /// The parent's router class: ``shape(of:parent:)`` looks for it first, so that a file
    /// without it is refused for that.
    private static func routerClass(in file: EditableSwiftFile, parent: RIBNames) throws(WiringError) -> ClassDeclSyntax {
        guard let router = DeclarationIndex(file.tree).classes[parent.router] else {
            throw .missingShape(path: file.path, missing: "no class \(parent.router)")
        }
        return router
    }

    /// A viewless parent's `cleanupViews()` dismisses the child's view: the ancestor that lent
    /// the view controller cannot tell which views are the parent's.
    private func dismissChildInCleanupViews(of router: ClassDeclSyntax, in file: inout EditableSwiftFile) throws(WiringError) {
        guard let body = router.memberBlock.functions(named: "cleanupViews").first?.body else {
            throw .missingShape(path: file.path, missing: "\(parent.names.router) has no cleanupViews()")
        }
        file.appendStatements([Self.dismissInCleanupViews(child)], to: body)
    }
}

extension RouterFileWiring {

    /// The route that attaches `child`, as wiring writes it.
    static func routeTo(_ child: ChildRIB) -> String {
        let variable = child.names.variableName
        return """
            func \(child.names.routeTo)() {
                guard \(variable) == nil else {
                    return
                }
                let \(variable) = \(child.names.builderProperty).build(withListener: interactor)
                self.\(variable) = \(variable)
                attachChild(\(variable))\(child.viewless ? "" : "\n    viewController.present(viewController: \(variable).viewControllable)")
            }
            """
    }

    /// The route that detaches `child`, as wiring writes it.
    static func routeAwayFrom(_ child: ChildRIB) -> String {
        let variable = child.names.variableName
        return """
            func \(child.names.routeAwayFrom)() {
                guard let \(variable) else {
                    return
                }
                detachChild(\(variable))\(child.viewless ? "" : "\n    viewController.dismiss(viewController: \(variable).viewControllable)")
                self.\(variable) = nil
            }
            """
    }

    /// What a viewless parent's `cleanupViews()` gains for a child with a view.
    static func dismissInCleanupViews(_ child: ChildRIB) -> String {
        let variable = child.names.variableName
        return "if let \(variable) {\n    viewController.dismiss(viewController: \(variable).viewControllable)\n}"
    }

    /// The router's stored properties for `child`, as wiring writes them.
    static func storedProperties(_ child: ChildRIB) -> String {
        "private let \(child.names.builderProperty): any \(child.names.buildable)\nprivate var \(child.names.variableName): (any \(child.names.routing))?"
    }

    /// The requirements a ViewControllable protocol gains so that the router can show a child's view.
    static let presentationRequirements = "func present(viewController: any ViewControllable)\nfunc dismiss(viewController: any ViewControllable)"
}
