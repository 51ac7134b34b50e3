import ArgumentParser
import RIBsGenerator

/// Where the generated files go and how: the options every subcommand shares.
struct OutputOptions: ParsableArguments {

    @Option(name: .shortAndLong, help: ArgumentHelp("The folder to write into; created when missing.", valueName: "folder"))
    var output = "."

    @Flag(help: "Print the files that would be written, and write nothing.")
    var dryRun = false

    @Flag(help: "Replace files that already exist.")
    var force = false

    /// Writes `files` into the output folder, or prints them for a dry run, and reports what
    /// was done.
    ///
    /// - Throws: ``WriteError`` when nothing could be written.
    func write(_ files: [GeneratedFile]) throws(WriteError) {
        let plan = try FileWriter.plan(files, inFolder: output, overwrite: force)
        if dryRun {
            print(DryRunReport(plan: plan).text, terminator: "")
            return
        }
        try FileWriter.write(plan)
        for entry in plan.entries {
            print("\(entry.replacesExistingFile ? "Replaced" : "Created") \(entry.path)")
        }
    }
}
