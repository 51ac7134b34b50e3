/// The first line where two texts differ, for readable golden-file failures.
struct TextDifference: CustomStringConvertible {

    let expected: String
    let actual: String

    var description: String {
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(expectedLines.count, actualLines.count) {
            let expectedLine = index < expectedLines.count ? String(expectedLines[index]) : "<end of file>"
            let actualLine = index < actualLines.count ? String(actualLines[index]) : "<end of file>"
            if expectedLine != actualLine {
                return "line \(index + 1) is\n  \(actualLine)\nbut the golden file has\n  \(expectedLine)"
            }
        }
        return "no difference"
    }
}
