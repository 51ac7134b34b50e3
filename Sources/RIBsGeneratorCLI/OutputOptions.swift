import ArgumentParser
import RIBsGenerator

/// Where the generated files go and how: the options every subcommand shares.
struct OutputOptions: ParsableArguments {

    @Option(name: .shortAndLong, help: ArgumentHelp("The folder to write into; created when missing.", valueName: "folder"))
    var output = "."

    @Flag(help: "Print the files that would be written, existing ones marked, and write nothing.")
    var dryRun = false

    @Flag(help: "Replace files that already exist.")
    var force = false

    /// Refuses an empty `--output` (`-o "$UNSET"`), which would otherwise write into the
    /// working folder; `mkdir -p ""` refuses it too.
    func validate() throws {
        if output.isEmpty {
            throw ValidationError("--output is empty; pass a folder, or leave the option out to write into the working folder.")
        }
    }

    /// Writes `files` into the output folder, or prints them for a dry run, and reports what
    /// was done.
    ///
    /// - Parameters:
    ///   - files: The files to write.
    ///   - nextStep: What to tell the user after a real run, if anything.
    /// - Throws: ``WriteError`` when nothing could be written, ``OutputError`` when the report
    ///   could not be printed.
    func write(_ files: [GeneratedFile], nextStep: String? = nil) throws {
        try FilesOutput(folder: output, dryRun: dryRun, force: force).write(files, nextStep: nextStep)
    }
}
