import RIBsGenerator

/// What a dry run prints: each file's path (control characters escaped), whether it is new,
/// and its text.
struct DryRunReport {

    let plan: WritePlan

    var text: String {
        var text = "Dry run: nothing is written.\n"
        for folder in plan.foldersToCreate {
            text += "Would create the folder \(DisplayText.escaped(folder))\n"
        }
        for entry in plan.entries {
            let action = entry.replacesExistingFile ? "replace" : "create"
            text += "\n==> Would \(action) \(DisplayText.escaped(entry.path))\n\(entry.file.contents)"
        }
        return text
    }
}
