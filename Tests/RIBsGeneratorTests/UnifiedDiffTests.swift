import PropertyBased
import RIBsGenerator
import Testing

/// The unified diffs `ribs new --parent --dry-run` prints: applied to the old text, each gives
/// the new one, as `patch` would.
struct UnifiedDiffTests {

    @Test func aNewFileIsAllInsertedAfterDevNull() {
        let diff = UnifiedDiff(old: "", new: "import RIBs\n\nfinal class A {}\n", path: "Sources/App/A.swift", isNewFile: true)
        #expect(diff.text == """
            --- /dev/null
            +++ b/Sources/App/A.swift
            @@ -0,0 +1,3 @@
            +import RIBs
            +
            +final class A {}

            """)
    }

    @Test func anInsertionShowsThreeLinesOfContextAroundIt() {
        let old = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "line 5\n", with: "line 5\ninserted\n")
        #expect(UnifiedDiff(old: old, new: new, path: "F.swift", isNewFile: false).text == """
            --- a/F.swift
            +++ b/F.swift
            @@ -3,6 +3,7 @@
             line 3
             line 4
             line 5
            +inserted
             line 6
             line 7
             line 8

            """)
    }

    @Test func anUnchangedFileHasNoDiff() {
        #expect(UnifiedDiff(old: "a\nb\n", new: "a\nb\n", path: "F.swift", isNewFile: false).text.isEmpty)
    }

    @Test func appliedToTheOldTextEveryDiffGivesTheNewOne() async {
        let lines = Gen<Int>.int(in: 0...4).map { ["a", "b", "c", "}", ""][$0] }.array(of: 0...40)
        await propertyCheck(count: 500, input: lines, lines) { old, new in
            let oldText = old.map { $0 + "\n" }.joined()
            let newText = new.map { $0 + "\n" }.joined()
            let diff = UnifiedDiff(old: oldText, new: newText, path: "F.swift", isNewFile: false).text
            #expect(diff.isEmpty == (old == new))
            #expect(Self.apply(diff, to: old) == new, "\(diff)")
        }
    }

    // MARK: - Private

    /// Applies a unified diff as `patch` would, checking every context and removed line against
    /// the old text; `nil` when the diff does not fit it.
    private static func apply(_ diff: String, to old: [String]) -> [String]? {
        var result: [String] = []
        var oldIndex = 0
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2) where !line.isEmpty {
            if line.hasPrefix("@@") {
                let oldRange = line.split(separator: " ")[1].dropFirst().split(separator: ",").compactMap { Int($0) }
                guard oldRange.count == 2 else {
                    return nil
                }
                // An empty old side names the line after which it goes, as diff -u writes it.
                let hunkStart = oldRange[1] == 0 ? oldRange[0] : oldRange[0] - 1
                guard hunkStart >= oldIndex else {
                    return nil
                }
                result += old[oldIndex..<hunkStart]
                oldIndex = hunkStart
                continue
            }
            let text = String(line.dropFirst())
            switch line.first {
            case " ", "-":
                guard oldIndex < old.count, old[oldIndex] == text else {
                    return nil
                }
                if line.first == " " {
                    result.append(text)
                }
                oldIndex += 1
            case "+":
                result.append(text)
            default:
                return nil
            }
        }
        return result + old[oldIndex...]
    }
}
