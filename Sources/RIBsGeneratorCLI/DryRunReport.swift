import RIBsGenerator

/// What a dry run prints: each file's path (control characters escaped), whether it is new or
/// exists, and its text; then, if files exist and `--force` was not given, that a real run
/// would stop.
struct DryRunReport {

    /// What a run would write, files that exist included.
    let plan: WritePlan

    /// Whether `--force` was given: then existing files would be replaced.
    let replacesExistingFiles: Bool

    var text: String {
        var text = "Dry run: nothing is written.\n"
        for folder in plan.foldersToCreate {
            text += "Would create the folder \(DisplayText.escaped(folder))\n"
        }
        for entry in plan.entries {
            let action = switch (entry.replacesExistingFile, replacesExistingFiles) {
            case (false, _): "Would create"
            case (true, true): "Would replace"
            case (true, false): "Exists, would be replaced with --force:"
            }
            text += "\n==> \(action) \(DisplayText.escaped(entry.path))\n\(entry.file.contents)"
        }
        let existing = plan.entries.filter(\.replacesExistingFile).count
        if existing > 0, !replacesExistingFiles {
            text += "\n\(existing) of these files exist: without --dry-run, ribs would write nothing unless given --force.\n"
        }
        return text
    }
}
