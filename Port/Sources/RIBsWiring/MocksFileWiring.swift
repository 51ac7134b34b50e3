/// The parent's `<Parent>Mocks.swift`: the mocks that conform to the parent's protocols
/// implement what those gained, each method counting its calls and running a handler, as the
/// generated mocks do.
struct MocksFileWiring {

    let parent: ParentRIB
    let child: ChildRIB

    /// Whether the parent's ViewControllable protocol gained `present` and `dismiss`.
    let viewControllableGainedPresentation: Bool

    /// Adds to each mock of the file what the parent's protocol it conforms to gained.
    func wire(_ file: inout EditableSwiftFile) {
        for mock in DeclarationIndex(file.tree).classes.values.sorted(by: { $0.position < $1.position }) {
            let conformances = mock.inheritanceClause
            var members: [String] = []
            if conformances.names(parent.names.interactable) {
                members += Self.countedMethod(child.names.didFinish)
            }
            if conformances.names(parent.names.routing) {
                members += Self.countedMethod(child.names.routeTo) + Self.countedMethod(child.names.routeAwayFrom)
            }
            if viewControllableGainedPresentation, conformances.names(parent.names.viewControllable),
               !mock.memberBlock.hasFunction(named: "present", firstLabel: "viewController") {
                members += Self.countedMethod("present", parameter: ("viewController", "any ViewControllable"))
                    + Self.countedMethod("dismiss", parameter: ("viewController", "any ViewControllable"))
            }
            if !members.isEmpty {
                file.insertMembers(members, into: mock.memberBlock, placement: .beforePrivateSection)
            }
        }
    }

    /// A mock's method: its call counter and handler, then the method.
    static func countedMethod(_ name: String, parameter: (name: String, type: String)? = nil) -> [String] {
        let handlerType = "(\(parameter.map(\.type) ?? "")) -> Void"
        return [
            "var \(name)CallCount = 0\nvar \(name)Handler: (\(handlerType))?",
            """
            func \(name)(\(parameter.map { "\($0.name): \($0.type)" } ?? "")) {
                \(name)CallCount += 1
                \(name)Handler?(\(parameter?.name ?? ""))
            }
            """,
        ]
    }
}
