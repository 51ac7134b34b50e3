import ArgumentParser
import Foundation
import RIBsGenerator
import SystemCalls

/// `ribs new <Child> --parent <Parent>`: writes the child's files, tests and mocks beside the
/// parent's and wires the child into the parent, all in one write, or prints every change as a
/// unified diff for a dry run.
///
/// The parent's edits are worked out by `ribs-wire` (the `Port/` package's, which parses Swift
/// with swift-syntax), so that `ribs` itself builds fast.
struct ParentWiring {

    let child: RIBName
    let parent: RIBName
    let childKind: RIBKind
    let dryRun: Bool

    func run() throws {
        let tool = try WiringTool()
        try tool.keepLockedWhile {
            let plan = try tool.ask([parent.typeName, child.typeName] + (childKind == .viewless ? ["--viewless"] : []), for: Plan.self)
            let files = try newFiles(for: plan)
            let edits = plan.edits.map { GeneratedFile(name: $0.path, contents: $0.contents) }
            let writePlan = try FileWriter.plan(files + edits, inFolder: ".", overwrite: true)
            let existing = writePlan.entries.prefix(files.count).filter(\.replacesExistingFile).map(\.path)
            if !existing.isEmpty {
                throw WriteError.filesExist(paths: existing)
            }
            if dryRun {
                try StandardStreams.writeOutput(dryRunReport(newFiles: files, plan: writePlan))
                return
            }
            let previousTexts = Dictionary(uniqueKeysWithValues: writePlan.entries.filter(\.replacesExistingFile).compactMap { entry in
                FileSystem.text(of: entry.path).map { (entry.path, $0) }
            })
            try FileWriter.write(writePlan)
            let report = writePlan.entries.map { entry in
                "\(entry.replacesExistingFile ? "Edited" : "Created") \(DisplayText.escaped(entry.file.name))\n"
            }.joined() + nextStep(todos: LeftTodos(of: writePlan, previousTexts: previousTexts))
            do throws(OutputError) {
                try StandardStreams.writeOutput(report)
            } catch {
                throw OutputError(reason: error.reason, filesWereWritten: true)
            }
        }
    }

    // MARK: - Private

    /// What `ribs-wire` answers: the parent's files as wiring leaves them, and where the
    /// child's files go.
    private struct Plan: Decodable {
        let module: String
        let parentShape: String
        let parentSourceFolder: String
        let childSourceFolder: String
        let childTestFolder: String?
        let edits: [EditedFile]
    }

    /// The child's files, its component extension in the parent's folder, and its tests and
    /// mocks when the module has tests.
    private func newFiles(for plan: Plan) throws -> [GeneratedFile] {
        let parentShape = plan.parentShape
        let lentViewController: String? = switch (childKind, parentShape) {
        case (.viewless, "viewless"): "dependency.\(parent.variableName)ViewController"
        case (.viewless, _): "\(parent.variableName)ViewController"
        default: nil
        }
        var files = RIBFiles.newRIB(child, kind: childKind, wiredInto: parent).map { $0.inFolder(plan.childSourceFolder) }
        files.append(RIBFiles.componentExtension(parent: parent, child: child, childKind: childKind, lentViewController: lentViewController).inFolder(plan.parentSourceFolder))
        if let testFolder = plan.childTestFolder {
            let module = try NameArgument.module(plan.module)
            files += RIBFiles.tests(for: child, kind: childKind, module: module, tellsParentWhenDone: true).map { $0.inFolder(testFolder) }
        }
        return files
    }

    private func dryRunReport(newFiles: [GeneratedFile], plan: WritePlan) -> String {
        var text = "Dry run: nothing is written. \(plan.entries.count - newFiles.count) files of \(parent.typeName)'s would change, and \(newFiles.count) would be created:\n\n"
        for (index, entry) in plan.entries.enumerated() {
            let isNewFile = index < newFiles.count
            let old = isNewFile ? "" : (FileSystem.text(of: entry.path) ?? "")
            text += UnifiedDiff(old: old, new: entry.file.contents, path: DisplayText.escaped(entry.file.name), isNewFile: isNewFile).text
        }
        return text
    }

    /// What is left to do: call the route, which only the user knows where, and the `TODO`s
    /// this run left in the files, read back from them.
    private func nextStep(todos: LeftTodos) -> String {
        let name = child.typeName
        let todoLines = todos.items.isEmpty ? "" : ", then the TODOs this left:\n" + todos.text
        return """
            Wired \(name) into \(parent.typeName): \(parent.typeName)Router's routeTo\(name)() attaches it and \
            routeAwayFrom\(name)() detaches it; \(parent.typeName)Interactor answers \(child.variableName)DidFinish().
            Next: call router?.routeTo\(name)() where \(parent.typeName) should show \(name)\(todoLines.isEmpty ? ".\n" : todoLines)
            """
    }
}
