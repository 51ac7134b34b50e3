/// One input line as plain mode reads a command: lowercased words, and the number the line ends
/// with, if any. `Remove 3` is the verb `remove` and the number 3; `tap 4 3` the verb `tap`
/// and the numbers 4 and 3.
struct PlainCommand {

    /// The line as typed.
    let line: String

    /// The line's words, lowercased, spaces around and between them dropped.
    let words: [String]

    /// Reads `line`.
    init(_ line: String) {
        self.line = line
        words = line.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
    }

    /// The line's words joined by single spaces: what a button's command is compared with.
    var text: String {
        words.joined(separator: " ")
    }

    /// The numbers the line ends with, in order, and the words before them: `tap 4 3` is
    /// (`["tap"]`, `[4, 3]`). Only ASCII digits make a number, as in every front-end.
    var trailingNumbers: (verb: [String], numbers: [Int]) {
        var numbers: [Int] = []
        var verb = words[...]
        while let last = verb.last, let number = Self.number(last) {
            numbers.insert(number, at: 0)
            verb = verb.dropLast()
        }
        return (Array(verb), numbers)
    }

    // MARK: - Private

    /// The number `word` spells in ASCII digits, without sign, at most 6 digits; `nil` otherwise
    /// (`五`, `①`, `+1`).
    private static func number(_ word: String) -> Int? {
        guard (1...6).contains(word.utf8.count), word.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
            return nil
        }
        return Int(word)
    }
}
