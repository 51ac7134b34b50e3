import RIBsGenerator

/// Writes generated files into a folder, or prints them for a dry run, and reports what was
/// done: what every command does once it knows its files.
struct FilesOutput {

    /// The folder to write into.
    let folder: String

    /// Whether to print the files instead of writing them.
    let dryRun: Bool

    /// Whether existing files may be replaced.
    let force: Bool

    /// Writes `files`, or prints them for a dry run, and reports what was done.
    ///
    /// - Parameters:
    ///   - files: The files to write.
    ///   - dryRunNote: A line a dry run prints at its end, if anything.
    ///   - nextStep: What to tell the user after a real run, if anything.
    /// - Throws: ``WriteError`` when nothing could be written, ``OutputError`` when the report
    ///   could not be printed.
    func write(_ files: [GeneratedFile], dryRunNote: String? = nil, nextStep: String? = nil) throws {
        // A dry run shows existing files too, marked, rather than stopping at them.
        let plan = try FileWriter.plan(files, inFolder: folder, overwrite: force || dryRun)
        if dryRun {
            let report = DryRunReport(plan: plan, replacesExistingFiles: force).text
            try StandardStreams.writeOutput(report + (dryRunNote.map { $0 + "\n" } ?? ""))
            return
        }
        try FileWriter.write(plan)
        var report = plan.entries.map { entry in
            "\(entry.replacesExistingFile ? "Replaced" : "Created") \(DisplayText.escaped(entry.path))\n"
        }.joined()
        if let nextStep {
            report += nextStep + "\n"
        }
        do {
            try StandardStreams.writeOutput(report)
        } catch {
            throw OutputError(reason: error.reason, filesWereWritten: true)
        }
    }
}
