import SwiftSyntax

/// The check that nothing that stays uses what goes with the child: its types, anywhere in the
/// package, and in the parent's files its routes, builder and listener's methods. Such a use
/// would not compile, so ribs refuses and names it rather than removing the user's code.
struct LeftoverUses {

    let child: RIBNames

    /// What goes in the parent's files besides the child's types.
    let goneNames: Set<String>

    /// - Throws: ``WiringError/notAsWired(path:line:what:)`` at the first use left in `file`.
    func check(_ file: EditableSwiftFile, isParentFile: Bool) throws(WiringError) {
        for token in file.tree.tokens(viewMode: .sourceAccurate) {
            guard case let .identifier(name) = token.tokenKind,
                  child.namesType(name) || (isParentFile && goneNames.contains(name)),
                  !file.isDeleted(token) else {
                continue
            }
            throw .notAsWired(path: file.path, line: file.lineNumber(of: token),
                              what: "\(Self.context(of: token)) uses \(name), which goes with \(child.typeName): remove that use first")
        }
    }

    // MARK: - Private

    /// The declaration that holds `token`, for the message: `openHelp()`, `RootRouter`.
    private static func context(of token: TokenSyntax) -> String {
        var node = token.parent
        while let current = node {
            if let function = current.as(FunctionDeclSyntax.self) {
                return "\(function.name.text)()"
            }
            if current.is(InitializerDeclSyntax.self) {
                return "an initializer"
            }
            if let type = current.asProtocol((any NamedDeclSyntax).self) {
                return type.name.text
            }
            node = current.parent
        }
        return "the file"
    }
}
