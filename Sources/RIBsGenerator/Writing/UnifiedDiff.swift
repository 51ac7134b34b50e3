/// A file's change as a unified diff (`diff -u`), with three lines of context around each
/// change: what `ribs new --parent --dry-run` and `ribs remove --dry-run` print for each file
/// they would write or delete.
public struct UnifiedDiff: Sendable {

    /// The text before; empty for a new file.
    public let old: String

    /// The text after.
    public let new: String

    /// The file's path, shown in the diff's header.
    public let path: String

    /// Whether the file is new: its header then names `/dev/null` as the old side.
    public let isNewFile: Bool

    /// Whether the file is deleted: its header then names `/dev/null` as the new side.
    public let isDeletedFile: Bool

    /// - Parameters:
    ///   - old: The text before; empty for a new file.
    ///   - new: The text after; empty for a deleted file.
    ///   - path: The file's path, shown in the header as `a/<path>` and `b/<path>`.
    ///   - isNewFile: Whether the file is new.
    ///   - isDeletedFile: Whether the file is deleted.
    public init(old: String, new: String, path: String, isNewFile: Bool, isDeletedFile: Bool = false) {
        self.old = old
        self.new = new
        self.path = path
        self.isNewFile = isNewFile
        self.isDeletedFile = isDeletedFile
    }

    /// The diff, empty when nothing changed.
    public var text: String {
        let oldLines = Self.lines(of: old)
        let newLines = Self.lines(of: new)
        let steps = Self.steps(from: oldLines, to: newLines)
        guard steps.contains(where: { $0.kind != .kept }) else {
            return ""
        }
        var text = "--- \(isNewFile ? "/dev/null" : "a/" + path)\n+++ \(isDeletedFile ? "/dev/null" : "b/" + path)\n"
        for hunk in Self.hunks(of: steps) {
            text += hunk
        }
        return text
    }

    // MARK: - Private

    private static let context = 3

    private enum Kind {
        case kept, removed, inserted
    }

    /// One line of the diff, with its line numbers (from 1) in the old and new texts.
    private struct Step {
        let kind: Kind
        let line: Substring
        let oldNumber: Int
        let newNumber: Int
    }

    private static func lines(of text: String) -> [Substring] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" {
            lines.removeLast()
        }
        return lines
    }

    /// The old and new lines merged in order, each kept, removed or inserted.
    private static func steps(from oldLines: [Substring], to newLines: [Substring]) -> [Step] {
        let difference = newLines.difference(from: oldLines)
        let removed = Set(difference.removals.map(\.lineOffset))
        let inserted = Set(difference.insertions.map(\.lineOffset))
        var steps: [Step] = []
        var old = 0
        var new = 0
        while old < oldLines.count || new < newLines.count {
            if old < oldLines.count, removed.contains(old) {
                steps.append(Step(kind: .removed, line: oldLines[old], oldNumber: old + 1, newNumber: new + 1))
                old += 1
            } else if new < newLines.count, inserted.contains(new) {
                steps.append(Step(kind: .inserted, line: newLines[new], oldNumber: old + 1, newNumber: new + 1))
                new += 1
            } else {
                steps.append(Step(kind: .kept, line: oldLines[old], oldNumber: old + 1, newNumber: new + 1))
                old += 1
                new += 1
            }
        }
        return steps
    }

    /// The hunks: each run of changes with its context, runs closer than twice the context merged.
    private static func hunks(of steps: [Step]) -> [String] {
        let changed = steps.indices.filter { steps[$0].kind != .kept }
        var ranges: [ClosedRange<Int>] = []
        for index in changed {
            let range = max(0, index - context)...min(steps.count - 1, index + context)
            if let last = ranges.last, range.lowerBound <= last.upperBound + 1 {
                ranges[ranges.count - 1] = last.lowerBound...range.upperBound
            } else {
                ranges.append(range)
            }
        }
        return ranges.map { range in
            let hunk = steps[range]
            let oldCount = hunk.filter { $0.kind != .inserted }.count
            let newCount = hunk.filter { $0.kind != .removed }.count
            let first = steps[range.lowerBound]
            // An empty side starts at the line before, as diff -u writes it: "-0,0" for a new file.
            let oldStart = oldCount == 0 ? first.oldNumber - 1 : first.oldNumber
            let newStart = newCount == 0 ? first.newNumber - 1 : first.newNumber
            var text = "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
            for step in hunk {
                let sign = switch step.kind {
                case .kept: " "
                case .removed: "-"
                case .inserted: "+"
                }
                text += sign + step.line + "\n"
            }
            return text
        }
    }
}

extension CollectionDifference.Change {

    /// The line the change removes from the old text, or inserts into the new.
    fileprivate var lineOffset: Int {
        switch self {
        case let .insert(offset, _, _), let .remove(offset, _, _): offset
        }
    }
}
