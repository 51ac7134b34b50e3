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
    ///   underscores, not starting with a digit.
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
        name = text
    }
}
