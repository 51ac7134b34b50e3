import ArgumentParser
import RIBsGenerator
import SystemCalls

/// `ribs remove <Child> [--parent <Parent>]`: takes the child out of its parent's files, mocks
/// and tests, and deletes its own files, tests and mocks and the parent's component extension
/// for it, all in one write; or prints every change as a unified diff for a dry run.
///
/// The edits are worked out by `ribs-wire unwire`, on the syntax trees, as wiring's are.
struct ParentUnwiring {

    let child: RIBName
    let parent: RIBName?
    let dryRun: Bool

    func run() throws {
        let tool = try WiringTool()
        try tool.keepLockedWhile {
            let plan = try tool.ask(["unwire", child.typeName] + (parent.map { ["--parent", $0.typeName] } ?? []), for: Plan.self)
            let appTest = StarterAppTest(module: plan.module, child: child)
            let deletions = plan.deletions + (appTest.isUntouched ? [appTest.path] : [])
            let edits = plan.edits.map { GeneratedFile(name: $0.path, contents: $0.contents) }
            let writePlan = try FileWriter.deleting(deletions, emptying: plan.emptiedFolders,
                                                    after: FileWriter.plan(edits, inFolder: ".", overwrite: true))
            if dryRun {
                try StandardStreams.writeOutput(dryRunReport(writePlan, parent: plan.parent))
                return
            }
            let deletedFolders = try FileWriter.write(writePlan)
            var report = writePlan.entries.map { "Edited \(DisplayText.escaped($0.file.name))\n" }.joined()
                + writePlan.deletions.map { "Deleted \(DisplayText.escaped($0.name))\n" }.joined()
                + deletedFolders.map { "Deleted the folder \(DisplayText.escaped($0))\n" }.joined()
            report += "Removed \(child.typeName) from \(plan.parent): no file of the package names it any more.\n"
            if appTest.isUntouched {
                report += "\(appTest.path) went with it: ribs init wrote it to try \(child.typeName)'s screens.\n"
            }
            if !plan.notes.isEmpty {
                report += "Next: " + plan.notes.map { DisplayText.escaped($0) }.joined(separator: "\n  ") + ".\n"
            }
            do throws(OutputError) {
                try StandardStreams.writeOutput(report)
            } catch {
                throw OutputError(reason: error.reason, filesWereWritten: true)
            }
        }
    }

    // MARK: - Private

    /// What `ribs-wire unwire` answers.
    private struct Plan: Decodable {
        let parent: String
        let module: String
        let edits: [EditedFile]
        let deletions: [String]
        let emptiedFolders: [String]
        let notes: [String]
    }

    private func dryRunReport(_ plan: WritePlan, parent: String) -> String {
        var text = "Dry run: nothing is written. \(plan.entries.count) files of \(parent)'s would change, and \(plan.deletions.count) would be deleted:\n\n"
        for entry in plan.entries {
            text += UnifiedDiff(old: FileSystem.text(of: entry.path) ?? "", new: entry.file.contents,
                                path: DisplayText.escaped(entry.file.name), isNewFile: false).text
        }
        for deletion in plan.deletions {
            text += UnifiedDiff(old: deletion.contents, new: "", path: DisplayText.escaped(deletion.name), isNewFile: false, isDeletedFile: true).text
        }
        for folder in plan.emptiedFolders {
            text += "Would delete the folder \(DisplayText.escaped(folder)) if nothing else is left in it.\n"
        }
        return text
    }
}

/// The test of the whole app that `ribs init` writes, `Tests/<App>Tests/<App>AppTests.swift`:
/// it goes through the starter Welcome's screens, so it goes with Welcome if it is still as
/// `ribs init` wrote it.
struct StarterAppTest {

    /// Its path from the package's root.
    let path: String

    /// Whether it is there, as `ribs init` wrote it, and goes through the child's screens.
    let isUntouched: Bool

    init(module: String, child: RIBName) {
        let path = "Tests/\(module)Tests/\(module)AppTests.swift"
        // The test does not depend on where the app gets RIBs.
        let written = (try? AppName(module)).flatMap { app in
            RIBFiles.app(app, ribs: .url("https://example.com/RIBs.git", branch: "main")).first { $0.name == path }?.contents
        }
        self.path = path
        isUntouched = written != nil && FileSystem.text(of: path) == written && written?.contains(child.typeName) == true
    }
}
