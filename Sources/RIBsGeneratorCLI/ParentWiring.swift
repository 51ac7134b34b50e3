import ArgumentParser
import Foundation
import RIBsGenerator

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
        let plan = try Plan.asked(of: try PortPackageTool.wirer.locate(), parent: parent, child: child, viewless: childKind == .viewless)
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
        try FileWriter.write(writePlan)
        let report = writePlan.entries.map { entry in
            "\(entry.replacesExistingFile ? "Edited" : "Created") \(DisplayText.escaped(entry.file.name))\n"
        }.joined() + nextStep
        do {
            try StandardStreams.writeOutput(report)
        } catch {
            throw OutputError(reason: error.reason, filesWereWritten: true)
        }
    }

    // MARK: - Private

    /// What `ribs-wire` answers: the parent's files as wiring leaves them, and where the
    /// child's files go.
    private struct Plan: Decodable {

        struct FileEdit: Decodable {
            let path: String
            let contents: String
        }

        let module: String
        let parentShape: String
        let parentSourceFolder: String
        let childSourceFolder: String
        let childTestFolder: String?
        let edits: [FileEdit]

        /// Runs `ribs-wire` in the working folder and reads its answer; its messages go
        /// straight to standard error.
        ///
        /// - Throws: `ExitCode` with `ribs-wire`'s status when it refuses (having said why).
        static func asked(of wirer: URL, parent: RIBName, child: RIBName, viewless: Bool) throws -> Plan {
            let process = Process()
            process.executableURL = wirer
            process.arguments = [parent.typeName, child.typeName] + (viewless ? ["--viewless"] : [])
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let answer = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            guard process.terminationReason == .exit, process.terminationStatus == 0 else {
                throw ExitCode(process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus)
            }
            do {
                return try JSONDecoder().decode(Plan.self, from: answer)
            } catch {
                throw ValidationError("ribs-wire answered something ribs cannot read: \(error)")
            }
        }
    
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
        var files = RIBFiles.newRIB(child, kind: childKind, tellsParentWhenDone: true).map { $0.inFolder(plan.childSourceFolder) }
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
            let old = isNewFile ? "" : (FileManager.default.contents(atPath: entry.path).map { String(decoding: $0, as: UTF8.self) } ?? "")
            text += UnifiedDiff(old: old, new: entry.file.contents, path: DisplayText.escaped(entry.file.name), isNewFile: isNewFile).text
        }
        return text
    }

    private var nextStep: String {
        let name = child.typeName
        return """
            Wired \(name) into \(parent.typeName): \(parent.typeName)Router's routeTo\(name)() attaches it and \
            routeAwayFrom\(name)() detaches it; \(parent.typeName)Interactor answers \(child.variableName)DidFinish().
            Next: call router?.routeTo\(name)() where \(parent.typeName) should show \(name), and fill in the
            TODOs (grep -rn TODO Sources Tests).

            """
    }
}
