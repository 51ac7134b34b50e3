import SwiftParser
import SwiftSyntax

extension SyntaxProtocol {

    /// The node's code without its formatting and comments: its tokens, separated by spaces, so
    /// that code as wiring wrote it, reformatted or commented, still reads as the same.
    var code: String {
        tokens(viewMode: .sourceAccurate).filter { $0.tokenKind != .endOfFile }.map(\.text).joined(separator: " ")
    }
}

/// The code of `source`, as ``SwiftSyntax/SyntaxProtocol/code`` gives it for a node.
func code(of source: String) -> String {
    Parser.parse(source: source).code
}

extension String {

    /// Whether the text names `word` as a word of its own or of an identifier: `Welcome` in
    /// "opens Welcome" and in `greetsThenReopensWelcome`, not in `Welcomer` or `welcome`.
    func names(_ word: String) -> Bool {
        var searchStart = startIndex
        while let range = self[searchStart...].range(of: word) {
            let after = range.upperBound == endIndex ? nil : self[range.upperBound]
            if !(after.map { $0.isLowercase || $0.isNumber } ?? false) {
                return true
            }
            searchStart = range.upperBound
        }
        return false
    }
}
