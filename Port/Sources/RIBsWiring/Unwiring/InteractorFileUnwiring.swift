import SwiftSyntax

/// The parent's `<Parent>Interactor.swift`, the child taken out: the routes its Routing
/// protocol declares, the listener's methods, and the methods that only route to the child.
struct InteractorFileUnwiring {

    let parent: ParentRIB
    let child: ChildRIB

    /// The methods the child's Listener protocol declares.
    let listenerMethods: [String]

    /// Unwires the interactor file.
    ///
    /// - Returns: The interactor's methods removed because all they did was route to the child,
    ///   such as the starter Root's `openWelcome()`: the view must stop calling them.
    func unwire(_ file: inout EditableSwiftFile) throws(WiringError) -> [String] {
        let declarations = DeclarationIndex(file.tree)
        guard let routing = declarations.protocols[parent.names.routing] else {
            throw .missingShape(path: file.path, missing: "no protocol \(parent.names.routing)")
        }
        guard let interactor = declarations.classes[parent.names.interactor] else {
            throw .missingShape(path: file.path, missing: "no class \(parent.names.interactor)")
        }
        for route in [child.names.routeTo, child.names.routeAwayFrom] {
            try file.removeMembers(named: route, in: routing.memberBlock, describedAs: "\(parent.names.routing).\(route)()")
        }

        let routeAway = code(of: InteractorFileWiring.routeAway(from: child.names))
        for name in listenerMethods {
            for method in interactor.memberBlock.functions(named: name) {
                guard method.body?.statements.code == routeAway else {
                    throw .notAsWired(path: file.path, line: file.lineNumber(of: method),
                                      what: "\(parent.names.interactor).\(name)() does more than ribs wrote (\(InteractorFileWiring.routeAway(from: child.names))), and ribs removes only its own code: move yours out of it first")
                }
                try file.removeLines(of: method, describedAs: "\(name)()")
            }
        }

        let routes = [code(of: "router?.\(child.names.routeTo)()"), routeAway]
        var routingOnly: [String] = []
        for member in interactor.memberBlock.members {
            guard let method = member.decl.as(FunctionDeclSyntax.self), !file.isRemoved(method),
                  let statements = method.body?.statements, !statements.isEmpty,
                  statements.allSatisfy({ routes.contains($0.code) }) else {
                continue
            }
            try file.removeLines(of: method, describedAs: "\(method.name.text)()")
            routingOnly.append(method.name.text)
        }
        file.removeEmptiedMarks(in: interactor.memberBlock)
        return routingOnly
    }
}
