import SwiftParser
import SwiftSyntax

/// A Swift file's text, parsed once for everything a port does with it: the parse check, the
/// module's index, and the rewrite.
public struct ParsedSwiftFile: Sendable {

    /// Parses `text`.
    public init(_ text: String) {
        tree = Parser.parse(source: text)
    }

    /// Whether the text parses as Swift without errors.
    public var parses: Bool {
        !tree.hasError
    }

    /// The file's syntax tree.
    let tree: SourceFileSyntax
}
