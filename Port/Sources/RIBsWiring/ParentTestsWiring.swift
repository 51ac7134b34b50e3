import SwiftSyntax

/// The parent's `<Parent>RouterTests.swift` and `<Parent>InteractorTests.swift`: every router
/// they make gets a builder mock for the child, and each gains a test of what was wired.
struct ParentTestsWiring {

    let parent: ParentRIB
    let child: ChildRIB

    /// Gives each `<Parent>Router(...)` of the router tests the child's builder mock, and, where
    /// the suite keeps its router in `router`, tests the routes to the child.
    func wireRouterTests(_ file: inout EditableSwiftFile) {
        let builderMock = child.names.buildable + "Mock"
        let property = child.names.builderProperty
        let suite = DeclarationIndex(file.tree).structs[parent.names.router + "Tests"]
        var callsInSuite: Set<SyntaxIdentifier> = []
        if let suite {
            let calls = suite.calls(to: parent.names.router)
            callsInSuite = Set(calls.map(\.id))
            if !calls.isEmpty {
                addStoredProperty("private let \(property) = \(builderMock)()", to: suite, in: &file)
            }
            if suite.memberBlock.propertyNames.contains("router"), !calls.isEmpty {
                file.insertMembers([routesTest], into: suite.memberBlock, placement: .beforePrivateSection)
            }
        }
        for call in file.tree.calls(to: parent.names.router) {
            file.appendArgument("\(property): \(callsInSuite.contains(call.id) ? property : builderMock + "()")", to: call)
        }
    }

    /// Where the interactor tests keep the interactor in `interactor` and the router mock in
    /// `router`, tests that the interactor detaches the child when it is done.
    func wireInteractorTests(_ file: inout EditableSwiftFile) {
        guard let suite = DeclarationIndex(file.tree).structs[parent.names.interactor + "Tests"],
              suite.memberBlock.propertyNames.contains("interactor"),
              let router = suite.memberBlock.property(named: "router"),
              router.trimmedDescription.contains(parent.names.routing + "Mock") else {
            return
        }
        file.insertMembers([
            """
            @Test func routesAwayFrom\(child.names.typeName)WhenItIsDone() {
                interactor.\(child.names.didFinish)()
                #expect(router.\(child.names.routeAwayFrom)CallCount == 1)
            }
            """,
        ], into: suite.memberBlock, placement: .beforePrivateSection)
    }

    // MARK: - Private

    private var routesTest: String {
        let child = child.names
        let routingMock = child.routing + "Mock"
        let viewControllable = self.child.viewless ? "" : ", viewControllable: \(child.viewControllable)Mock()"
        return """
            @Test func routingTo\(child.typeName)AttachesItOnceAndRoutingAwayDetachesIt() {
                let \(child.variableName) = \(routingMock)(interactable: \(child.interactable)Mock()\(viewControllable))
                \(child.builderProperty).buildHandler = { _ in \(child.variableName) }
                router.\(child.routeTo)()
                router.\(child.routeTo)()
                #expect(\(child.builderProperty).buildCallCount == 1)
                #expect(router.children.contains { $0 === \(child.variableName) })
                router.\(child.routeAwayFrom)()
                #expect(!router.children.contains { $0 === \(child.variableName) })
            }
            """
    }

    /// Adds a stored property after the suite's last stored property that comes before its
    /// first function or initializer.
    private func addStoredProperty(_ line: String, to suite: StructDeclSyntax, in file: inout EditableSwiftFile) {
        let leadingProperties = suite.memberBlock.members.prefix { $0.decl.is(VariableDeclSyntax.self) }
        guard let last = leadingProperties.last else {
            file.insertMembers([line], into: suite.memberBlock)
            return
        }
        file.insert("\n" + file.indentation(at: last.positionAfterSkippingLeadingTrivia) + line, at: last.endPositionBeforeTrailingTrivia)
    }
}
