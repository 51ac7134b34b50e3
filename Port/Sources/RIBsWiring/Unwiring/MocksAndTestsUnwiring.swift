import SwiftSyntax

/// The parent's `<Parent>Mocks.swift`, the child taken out: each mock stops implementing what
/// the parent's protocols lost, as long as it only counted the calls.
struct MocksFileUnwiring {

    /// The methods that go, by the parent's protocol that declared them.
    let methodsByProtocol: [(protocol: String, methods: [String])]

    func unwire(_ file: inout EditableSwiftFile) throws(WiringError) {
        for mock in DeclarationIndex(file.tree).classes.values.sorted(by: { $0.position < $1.position }) {
            for (conformance, methods) in methodsByProtocol where mock.inheritanceClause.names(conformance) {
                for name in methods {
                    try removeCountedMethod(name, from: mock, in: &file)
                }
            }
            file.removeEmptiedMarks(in: mock.memberBlock)
        }
    }

    // MARK: - Private

    /// Removes a mock's method with its counter and handler; the method must do nothing else.
    private func removeCountedMethod(_ name: String, from mock: ClassDeclSyntax, in file: inout EditableSwiftFile) throws(WiringError) {
        for method in mock.memberBlock.functions(named: name) {
            let counts = method.body?.statements.allSatisfy { statement in
                statement.code == "\(name)CallCount += 1" || statement.code.hasPrefix("\(name)Handler ? (")
            } ?? false
            guard counts else {
                throw .notAsWired(path: file.path, line: file.lineNumber(of: method),
                                  what: "\(mock.name.text).\(name)() does more than count its calls, and ribs removes only the mocks it wrote: remove it by hand first")
            }
            try file.removeLines(of: method, describedAs: "\(mock.name.text).\(name)()")
        }
        for property in [name + "CallCount", name + "Handler"] {
            try file.removeMembers(named: property, in: mock.memberBlock, describedAs: "\(mock.name.text).\(property)")
        }
    }
}

/// The parent's `<Parent>RouterTests.swift` and `<Parent>InteractorTests.swift`, the child
/// taken out: the router is made without the child's builder mock, and the tests named after
/// the child that use what goes with it go too.
struct ParentTestsUnwiring {

    let parent: ParentRIB
    let child: ChildRIB

    /// The names, besides the child's types, that go: its routes, its builder's property, the
    /// listener's methods and the methods that only routed to it.
    let goneNames: Set<String>

    func unwireRouterTests(_ file: inout EditableSwiftFile) throws(WiringError) {
        let suite = DeclarationIndex(file.tree).structs[parent.names.router + "Tests"]
        if let suite {
            try file.removeMembers(named: child.names.builderProperty, in: suite.memberBlock, describedAs: "\(suite.name.text).\(child.names.builderProperty)")
        }
        for call in file.tree.calls(to: parent.names.router) {
            for argument in call.arguments where argument.label?.text == child.names.builderProperty {
                file.removeArgument(argument, from: call)
            }
        }
        if let suite {
            try removeTestsOfTheChild(in: suite, file: &file)
        }
    }

    func unwireInteractorTests(_ file: inout EditableSwiftFile) throws(WiringError) {
        if let suite = DeclarationIndex(file.tree).structs[parent.names.interactor + "Tests"] {
            try removeTestsOfTheChild(in: suite, file: &file)
        }
    }

    // MARK: - Private

    /// Removes the tests whose names name the child and that use what goes with it. A test
    /// that uses it without naming the child is the user's, and stays: the check for leftover
    /// uses then refuses.
    private func removeTestsOfTheChild(in suite: StructDeclSyntax, file: inout EditableSwiftFile) throws(WiringError) {
        for member in suite.memberBlock.members {
            guard let test = member.decl.as(FunctionDeclSyntax.self),
                  test.attributes.contains(where: { $0.trimmedDescription.hasPrefix("@Test") }),
                  test.name.text.names(child.names.typeName),
                  test.tokens(viewMode: .sourceAccurate).contains(where: { token in
                      guard case let .identifier(name) = token.tokenKind else {
                          return false
                      }
                      return goneNames.contains(name) || child.names.namesType(name)
                  }) else {
                continue
            }
            try file.removeLines(of: test, describedAs: "\(suite.name.text).\(test.name.text)()")
        }
        file.removeEmptiedMarks(in: suite.memberBlock)
    }
}

extension RIBNames {

    /// The suffixes of the types a RIB declares, as the generator names them.
    static let typeSuffixes: Set<String> = [
        "Builder", "Buildable", "Component", "Dependency", "Interactor", "Interactable", "Listener", "Router", "Routing",
        "ViewController", "ViewControllable", "Presentable", "PresentableListener",
    ]

    /// Whether `identifier` names one of this RIB's types, or a mock of one: `HelpBuilder`,
    /// `HelpRoutingMock`.
    func namesType(_ identifier: String) -> Bool {
        guard identifier.hasPrefix(typeName) else {
            return false
        }
        var suffix = identifier.dropFirst(typeName.count)
        if suffix.hasSuffix("Mock") {
            suffix = suffix.dropLast("Mock".count)
        }
        return Self.typeSuffixes.contains(String(suffix))
    }
}
