/// Swift source text for values the generator writes into code.
enum SwiftLiteral {

    /// `text` as a Swift string literal: quoted, with backslashes and quotes escaped, and
    /// every scalar ``DisplayText`` would not print as itself written as `\u{…}`.
    static func string(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return "\"" + DisplayText.escaped(escaped) + "\""
    }
}
