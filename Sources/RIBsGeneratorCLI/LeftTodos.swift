import Foundation
import RIBsGenerator
import SystemCalls

/// The `TODO` comments a run leaves the user, read back from the files it wrote: every one in
/// the files it created, and those it added to the files it edited (the parent's own, older
/// ones, such as its template's advice on wiring children by hand, are not this run's to list),
/// the edited files' first.
struct LeftTodos {

    /// One `TODO`: where it is and its first line.
    struct Item: Equatable {
        let path: String
        let line: Int
        let text: String
    }

    /// The `TODO`s of the files `plan` wrote, as they are on disk now.
    ///
    /// - Parameters:
    ///   - plan: What was written.
    ///   - previousTexts: The texts of the files it replaced, by path, as they were before.
    init(of plan: WritePlan, previousTexts: [String: String]) {
        // The parent's first: what it does when the child is done is the first thing to decide.
        let entries = plan.entries.filter(\.replacesExistingFile) + plan.entries.filter { !$0.replacesExistingFile }
        items = entries.flatMap { entry -> [Item] in
            let text = FileSystem.text(of: entry.path) ?? entry.file.contents
            var older = Self.todoTexts(in: previousTexts[entry.path] ?? "")
            return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
                guard let todo = Self.todoText(of: line) else {
                    return nil
                }
                if let old = older.firstIndex(of: todo) {
                    older.remove(at: old)
                    return nil
                }
                return Item(path: entry.file.name, line: index + 1, text: todo)
            }
        }
    }

    /// The `TODO`s, in the order of the files and their lines.
    let items: [Item]

    /// The list, one `TODO` a line, indented.
    var text: String {
        items.map { "  \(DisplayText.escaped($0.path)):\($0.line): \(DisplayText.escaped($0.text))\n" }.joined()
    }

    // MARK: - Private

    private static func todoTexts(in text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).compactMap(todoText(of:))
    }

    /// What follows `// TODO:` on `line`, if it holds one.
    private static func todoText(of line: Substring) -> String? {
        guard let marker = line.range(of: "// TODO:") else {
            return nil
        }
        return String(line[marker.upperBound...]).trimmingCharacters(in: .whitespaces)
    }
}
