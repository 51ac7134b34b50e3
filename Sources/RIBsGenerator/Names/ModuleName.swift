/// The name of the Swift module that generated tests import with `@testable import`.
public struct ModuleName: Sendable, Hashable, CustomStringConvertible {

    /// The module's name: `TicTacToe`.
    public let name: String

    /// The name as given.
    public var description: String {
        name
    }

    /// Checks `text` and makes it a module name.
    ///
    /// - Parameter text: The module's name, an identifier: ASCII letters, digits and
    ///   underscores, not starting with a digit, and not a Swift keyword (`class`, `self`, `_`),
    ///   which `@testable import` cannot name.
    /// - Throws: ``NameError`` saying what is wrong with `text`.
    public init(_ text: String) throws(NameError) {
        guard let first = text.first else {
            throw NameError(name: text, kind: .module, problem: .empty)
        }
        guard first.isASCII, first.isLetter || first == "_" else {
            throw NameError(name: text, kind: .module, problem: .invalidFirstCharacter)
        }
        if let invalid = text.first(where: { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_")) }) {
            throw NameError(name: text, kind: .module, problem: .invalidCharacter(invalid))
        }
        if Self.keywords.contains(text) {
            throw NameError(name: text, kind: .module, problem: .reservedWord)
        }
        name = text
    }

    // MARK: - Private

    /// The words after which `@testable import` does not parse: Swift's reserved keywords and
    /// `_`. Contextual keywords (`open`, `some`, `async`, `package`) are valid module names.
    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol",
        "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
    ]
}
