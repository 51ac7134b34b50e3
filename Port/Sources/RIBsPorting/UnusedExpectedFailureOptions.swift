import SwiftSyntax

/// Darwin's `XCTExpectedFailure.Options` built and configured but passed to nothing, as
/// RIBs iOS's `ComponentizedBuilderTests` does before catching an assertion with
/// `catchBadInstruction`: inert on Darwin, and a type Linux's XCTest does not have. The port
/// removes the declaration and the statements that only set its properties; options that are
/// passed somewhere (to `XCTExpectFailure`) stay, and the summary lists them.
enum UnusedExpectedFailureOptions {

    /// The indices of `items` that declare such options or only set their properties.
    static func indices(in items: [CodeBlockItemSyntax]) -> Set<Int> {
        var removed: Set<Int> = []
        for (index, item) in items.enumerated() {
            guard let name = declaredOptionsName(item) else {
                continue
            }
            let setters = items.indices.filter { $0 != index && setsAProperty(of: name, items[$0]) }
            let uses = items.enumerated().filter { $0.offset != index && !setters.contains($0.offset) && mentions(name, $0.element) }
            if uses.isEmpty {
                removed.insert(index)
                removed.formUnion(setters)
            }
        }
        return removed
    }

    // MARK: - Private

    /// The name `item` declares, if it is `let name = XCTExpectedFailure.Options()`.
    private static func declaredOptionsName(_ item: CodeBlockItemSyntax) -> String? {
        guard let variable = item.item.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              binding.initializer?.value.trimmedDescription == "XCTExpectedFailure.Options()" else {
            return nil
        }
        return name
    }

    /// Whether `item` is `name.property = value` (unfolded, as the parser leaves it).
    private static func setsAProperty(of name: String, _ item: CodeBlockItemSyntax) -> Bool {
        guard let sequence = item.item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self), sequence.elements.count == 3,
              let target = sequence.elements.first?.as(MemberAccessExprSyntax.self),
              sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
              let value = sequence.elements.last else {
            return false
        }
        return target.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == name && !mentions(name, value)
    }

    private static func mentions(_ name: String, _ node: some SyntaxProtocol) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) }
    }
}
