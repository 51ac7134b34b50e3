import SystemCalls

/// Writes generated files into a folder, all of them or none.
///
/// Nothing is overwritten unless asked (a dangling symbolic link counts as a file), a missing
/// folder is created with its missing parents, and any failure part-way, a name another run
/// took first, or a signal that would end the process, undoes what was written: see
/// ``WriteTransaction``. Of runs racing for the same files, exactly one writes them; the
/// others write nothing and report that the files exist.
public enum FileWriter {

    /// Checks where `files` would go, without writing anything.
    ///
    /// - Parameters:
    ///   - files: The files to write.
    ///   - folder: The folder to write them into; created when missing.
    ///   - overwrite: Whether existing files of the same names may be replaced.
    /// - Returns: The plan, for ``write(_:)`` or for a dry run to print.
    /// - Throws: ``WriteError`` when the files cannot or may not be written there.
    public static func plan(_ files: [GeneratedFile], inFolder folder: String, overwrite: Bool) throws(WriteError) -> WritePlan {
        let folder = FolderPath.normalized(folder)
        let (missingFolders, existingFolder) = try checkFolder(folder)
        let longestName = FileSystem.longestFileName(in: existingFolder)
        if let tooLong = files.first(where: { $0.name.split(separator: "/").contains { $0.utf8.count > longestName } }) {
            throw .fileNameTooLong(path: FolderPath.join(folder, tooLong.name), limit: longestName)
        }
        let foldersToCreate = try missingFolders + checkSubfolders(of: files, in: folder, folderIsMissing: !missingFolders.isEmpty)
        let entries = files.map { file in
            let path = FolderPath.join(folder, file.name)
            return WritePlan.Entry(path: path, file: file, replacesExistingFile: FileSystem.entryKind(of: path) != .missing)
        }
        if let folderInTheWay = entries.first(where: { FileSystem.entryKind(of: $0.path) == .folder }) {
            throw .destinationIsAFolder(path: folderInTheWay.path)
        }
        let existing = entries.filter(\.replacesExistingFile).map(\.path)
        if !overwrite, !existing.isEmpty {
            throw .filesExist(paths: existing)
        }
        return WritePlan(folder: folder, foldersToCreate: foldersToCreate, entries: entries)
    }

    /// Adds to `plan` the files to delete after writing, and the folders to delete after them
    /// if nothing else is in them, without deleting anything.
    ///
    /// - Parameters:
    ///   - paths: The files to delete, relative to the plan's folder.
    ///   - folders: The folders to delete once empty, innermost first, relative to the plan's folder.
    ///   - plan: What to write, from ``plan(_:inFolder:overwrite:)``.
    /// - Returns: The plan, the files' texts read for a dry run to show.
    /// - Throws: ``WriteError/cannotDelete(path:reason:)`` when one of them is not a file that can be read.
    public static func deleting(_ paths: [String], emptying folders: [String], after plan: WritePlan) throws(WriteError) -> WritePlan {
        var plan = plan
        for name in paths {
            let path = plan.path(of: name)
            guard FileSystem.entryKind(of: path) == .file, let text = FileSystem.text(of: path) else {
                let reason = switch FileSystem.kind(of: path) {
                case .missing: "it is not there"
                case .folder: "it is a folder"
                case .file: "it cannot be read"
                }
                throw .cannotDelete(path: path, reason: reason)
            }
            plan.deletions.append(GeneratedFile(name: name, contents: text))
        }
        plan.emptiedFolders = folders
        return plan
    }

    /// Checks that `folder` is missing or empty, as a new package's folder should be.
    ///
    /// - Throws: ``WriteError/folderNotEmpty(path:)`` when it holds anything, hidden files
    ///   included; ``WriteError/outputIsAFile(path:)`` when it is a file.
    public static func checkFolderIsNew(_ folder: String) throws(WriteError) {
        switch FileSystem.kind(of: folder) {
        case .missing:
            return
        case .file:
            throw .outputIsAFile(path: folder)
        case .folder:
            if FileSystem.folderHasEntries(folder) {
                throw .folderNotEmpty(path: folder)
            }
        }
    }

    /// Writes the files of `plan`, then deletes its deletions and emptied folders: all of it or
    /// none.
    ///
    /// A terminating signal (SIGINT, SIGTERM, SIGHUP, ...) that arrives meanwhile is held back
    /// until what was written is undone, then ends the process as it would have.
    ///
    /// - Parameter plan: What to write, from ``plan(_:inFolder:overwrite:)``.
    /// - Returns: The emptied folders that were deleted (one that holds something else stays).
    /// - Throws: ``WriteError`` when a folder or file cannot be written or deleted, or a file
    ///   that was to be new exists by now; what was written before is removed, and replaced and
    ///   deleted files restored.
    @discardableResult
    public static func write(_ plan: WritePlan) throws(WriteError) -> [String] {
        let shield = SignalShield()
        defer { shield.lower() }
        var transaction = WriteTransaction()
        do {
            try checkNotInterrupted(shield)
            try transaction.createFolders(plan.foldersToCreate)
            for entry in plan.entries {
                try checkNotInterrupted(shield)
                try transaction.writeTemporaryFile(for: entry)
            }
            for (index, entry) in plan.entries.enumerated() {
                try checkNotInterrupted(shield)
                try transaction.place(entry, at: index)
            }
            for deletion in plan.deletions {
                try checkNotInterrupted(shield)
                try transaction.delete(plan.path(of: deletion.name), keepingItIn: survivingFolder(of: deletion.name, in: plan))
            }
            for folder in plan.emptiedFolders {
                try checkNotInterrupted(shield)
                try transaction.deleteFolderIfEmpty(plan.path(of: folder))
            }
            try checkNotInterrupted(shield)
        } catch {
            let notRestored = transaction.rollBack()
            throw explained(error, plan: plan, notRestored: notRestored)
        }
        transaction.finish()
        return transaction.foldersDeleted.map { folder in
            plan.emptiedFolders.first { plan.path(of: $0) == folder } ?? folder
        }
    }

    // MARK: - Private

    /// Returns the missing folders to create, outermost first, and the deepest existing one,
    /// after checking that the folders can be created.
    private static func checkFolder(_ folder: String) throws(WriteError) -> (missing: [String], existing: String) {
        var missing: [String] = []
        var existing = folder.hasPrefix("/") ? "/" : "."
        for step in FolderPath.steps(of: folder) {
            if !missing.isEmpty {
                // Past a missing folder, `.` and `..` name folders this run creates or has.
                if !FolderPath.endsInDotComponent(step) {
                    missing.append(step)
                }
                continue
            }
            switch FileSystem.kind(of: step) {
            case .folder:
                existing = step
            case .file:
                throw step == folder ? .outputIsAFile(path: folder) : .cannotCreateFolder(path: folder, reason: "\(DisplayText.quoted(step, limit: WriteError.pathLimit)) is a file")
            case .missing:
                missing.append(step)
            }
        }
        guard FileSystem.canCreateFiles(in: existing) else {
            throw missing.isEmpty
                ? .folderNotWritable(path: folder)
                : .cannotCreateFolder(path: folder, reason: "permission denied in \(DisplayText.quoted(existing, limit: WriteError.pathLimit))")
        }
        return (missing, existing)
    }

    /// Returns the folders inside `folder` that the files' paths go through and that are
    /// missing, outermost first, after checking that none of them is a file.
    private static func checkSubfolders(of files: [GeneratedFile], in folder: String, folderIsMissing: Bool) throws(WriteError) -> [String] {
        var missing: [String] = []
        var seen: Set<String> = []
        for file in files {
            for step in FolderPath.steps(of: file.name).dropLast() where seen.insert(step).inserted {
                let path = FolderPath.join(folder, step)
                switch folderIsMissing ? .missing : FileSystem.kind(of: path) {
                case .folder:
                    continue
                case .file:
                    throw .cannotCreateFolder(path: path, reason: "it is a file")
                case .missing:
                    missing.append(path)
                }
            }
        }
        return missing
    }

    /// The folder that holds `path` or, if it is to be deleted, the nearest one above it that
    /// is not: where a deleted file's second name waits until the write is done.
    private static func survivingFolder(of name: String, in plan: WritePlan) -> String {
        var folder = FolderPath.parent(of: name)
        while plan.emptiedFolders.contains(folder) {
            folder = FolderPath.parent(of: folder)
        }
        return plan.path(of: folder)
    }

    private static func checkNotInterrupted(_ shield: SignalShield) throws(WriteError) {
        if let signal = shield.pendingSignal {
            throw .interrupted(signal: signal.number)
        }
    }

    /// `error` after a rollback: a name taken by another run lists every file that exists now,
    /// and replaced files that could not be restored are named.
    private static func explained(_ error: WriteError, plan: WritePlan, notRestored: [String]) -> WriteError {
        if case .filesExist = error {
            let existing = plan.entries.map(\.path).filter { FileSystem.entryKind(of: $0) != .missing }
            return .filesExist(paths: existing)
        }
        if !notRestored.isEmpty, case let .cannotWrite(path, reason) = error {
            return .cannotFinish(path: path, reason: reason, replaced: notRestored)
        }
        return error
    }
}
