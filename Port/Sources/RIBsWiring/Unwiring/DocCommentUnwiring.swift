import Foundation
import SwiftSyntax

/// The doc comments of the parent's types that name the child, in the part of a sentence that
/// says what the parent does with it: that part goes. "The Root RIB's business logic: opens
/// and closes Welcome." becomes "The Root RIB's business logic."; "Launches the Root RIB into
/// the window, then attaches Welcome when it loads" becomes "Launches the Root RIB into the window."
struct DocCommentUnwiring {

    let child: RIBNames

    /// The longest line the rewritten comment may have, as the generator wraps its comments.
    static let lineLimit = 100

    /// Trims the doc comments of the file's classes and protocols.
    ///
    /// - Returns: Notes for the doc comments that name the child in a way this cannot trim.
    func unwire(_ file: inout EditableSwiftFile) -> [String] {
        let declarations = DeclarationIndex(file.tree)
        let types: [(name: String, node: Syntax)] = declarations.classes.map { ($0.key, Syntax($0.value)) }
            + declarations.protocols.map { ($0.key, Syntax($0.value)) }
        var notes: [String] = []
        for (name, node) in types.sorted(by: { $0.node.position < $1.node.position }) {
            let declarationLine = file.line(of: node.positionAfterSkippingLeadingTrivia)
            var first = declarationLine
            while first > 0, file.lineText(first - 1).trimmingBlanksOfSubstring.hasPrefix("///") {
                first -= 1
            }
            guard first < declarationLine else {
                continue
            }
            let lines = (first..<declarationLine).map { file.lineText($0) }
            let text = lines.map { String($0.trimmingBlanksOfSubstring.dropFirst(3)).trimmingBlanks }.joined(separator: " ")
            guard text.names(child.typeName) else {
                continue
            }
            guard let trimmed = trimmed(text), !trimmed.names(child.typeName) else {
                notes.append("\(file.path):\(first + 1): the doc comment of \(name) still names \(child.typeName)")
                continue
            }
            let indentation = String(lines[0].prefix { $0 == " " || $0 == "\t" })
            let end = declarationLine < file.lineStarts.count ? file.lineStarts[declarationLine] : file.text.utf8.count
            file.replace(AbsolutePosition(utf8Offset: file.lineStarts[first])..<AbsolutePosition(utf8Offset: end),
                         with: Self.wrapped(trimmed, indentation: indentation))
        }
        return notes
    }

    // MARK: - Private

    /// `text` with the part of the sentence that names the child cut at the colon or comma
    /// before it, or `nil` when there is none.
    private func trimmed(_ text: String) -> String? {
        guard let mention = text.range(of: child.typeName) else {
            return nil
        }
        let sentenceStart = text[..<mention.lowerBound].range(of: ". ", options: .backwards)?.upperBound ?? text.startIndex
        let sentenceEnd = text[mention.upperBound...].range(of: ".")?.upperBound ?? text.endIndex
        guard let cut = [": ", ", "].compactMap({ text[sentenceStart..<mention.lowerBound].range(of: $0, options: .backwards)?.lowerBound }).max() else {
            return nil
        }
        return String(text[..<cut]) + "." + text[sentenceEnd...]
    }

    /// `text` as `///` lines of at most ``lineLimit`` characters, each with its line break.
    private static func wrapped(_ text: String, indentation: String) -> String {
        var lines: [String] = []
        var line = indentation + "///"
        for word in text.split(separator: " ") {
            if line.count + 1 + word.count > lineLimit, line != indentation + "///" {
                lines.append(line)
                line = indentation + "///"
            }
            line += " " + word
        }
        lines.append(line)
        return lines.map { $0 + "\n" }.joined()
    }
}
