/// Writes generated files into a folder, all of them or none.
///
/// Nothing is overwritten unless asked, a missing folder is created with its missing parents,
/// and a failure part-way removes what was written: every file is first written under a
/// temporary name in the target folder, then each is renamed into place.
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
        let foldersToCreate = try checkFolder(folder)
        let entries = files.map { file in
            let path = FolderPath.join(folder, file.name)
            return WritePlan.Entry(path: path, file: file, replacesExistingFile: POSIXFileSystem.kind(of: path) != .missing)
        }
        if let folderInTheWay = entries.first(where: { POSIXFileSystem.kind(of: $0.path) == .folder }) {
            throw .destinationIsAFolder(path: folderInTheWay.path)
        }
        let existing = entries.filter(\.replacesExistingFile).map(\.path)
        if !overwrite, !existing.isEmpty {
            throw .filesExist(paths: existing)
        }
        return WritePlan(folder: folder, foldersToCreate: foldersToCreate, entries: entries)
    }

    /// Writes the files of `plan`, all of them or none.
    ///
    /// - Parameter plan: What to write, from ``plan(_:inFolder:overwrite:)``.
    /// - Throws: ``WriteError`` when a folder or file cannot be written; what was written
    ///   before the failure is removed.
    public static func write(_ plan: WritePlan) throws(WriteError) {
        // The disk may have changed since the plan was made; never replace a file unasked.
        let appeared = plan.entries.filter { !$0.replacesExistingFile && POSIXFileSystem.kind(of: $0.path) != .missing }
        if !appeared.isEmpty {
            throw .filesExist(paths: appeared.map(\.path))
        }
        let createdFolders = try createFolders(plan.foldersToCreate)
        let temporaryPaths: [String]
        do {
            temporaryPaths = try writeTemporaryFiles(plan.entries, in: plan.folder)
        } catch {
            removeFolders(createdFolders)
            throw error
        }
        try moveIntoPlace(plan.entries, from: temporaryPaths, createdFolders: createdFolders)
    }

    // MARK: - Private

    /// Returns the missing folders to create, outermost first, after checking that they can be.
    private static func checkFolder(_ folder: String) throws(WriteError) -> [String] {
        var missing: [String] = []
        var existing = folder
        while POSIXFileSystem.kind(of: existing) == .missing {
            missing.insert(existing, at: 0)
            let parent = FolderPath.parent(of: existing)
            guard parent != existing else {
                // Only a vanished working folder gets here: `.` is missing.
                throw .cannotCreateFolder(path: folder, reason: "'\(existing)' does not exist")
            }
            existing = parent
        }
        if POSIXFileSystem.kind(of: existing) == .file {
            throw missing.isEmpty
                ? .outputIsAFile(path: folder)
                : .cannotCreateFolder(path: folder, reason: "'\(existing)' is a file")
        }
        guard POSIXFileSystem.canCreateFiles(in: existing) else {
            throw missing.isEmpty
                ? .folderNotWritable(path: folder)
                : .cannotCreateFolder(path: folder, reason: "permission denied in '\(existing)'")
        }
        return missing
    }

    /// Creates `folders` in order; on failure, removes those it created and throws.
    private static func createFolders(_ folders: [String]) throws(WriteError) -> [String] {
        var created: [String] = []
        for folder in folders {
            do {
                try POSIXFileSystem.createFolder(folder)
            } catch {
                removeFolders(created)
                throw .cannotCreateFolder(path: folder, reason: error.reason)
            }
            created.append(folder)
        }
        return created
    }

    /// Writes each entry under a temporary name; on failure, removes those it wrote and throws.
    private static func writeTemporaryFiles(_ entries: [WritePlan.Entry], in folder: String) throws(WriteError) -> [String] {
        var written: [String] = []
        for entry in entries {
            let temporaryPath = FolderPath.join(folder, ".\(entry.file.name).ribs-\(POSIXFileSystem.processID).tmp")
            do {
                try POSIXFileSystem.createFile(temporaryPath, contents: entry.file.contents)
            } catch {
                written.forEach(POSIXFileSystem.removeFile)
                throw .cannotWrite(path: entry.path, reason: error.reason)
            }
            written.append(temporaryPath)
        }
        return written
    }

    /// Renames each temporary file to its entry's path; on failure, removes the new files and
    /// the remaining temporary ones, and throws.
    private static func moveIntoPlace(_ entries: [WritePlan.Entry], from temporaryPaths: [String], createdFolders: [String]) throws(WriteError) {
        for (index, (entry, temporaryPath)) in zip(entries, temporaryPaths).enumerated() {
            do {
                try POSIXFileSystem.move(temporaryPath, to: entry.path)
            } catch {
                let done = entries[..<index]
                done.filter { !$0.replacesExistingFile }.map(\.path).forEach(POSIXFileSystem.removeFile)
                temporaryPaths[index...].forEach(POSIXFileSystem.removeFile)
                removeFolders(createdFolders)
                let replaced = done.filter(\.replacesExistingFile).map(\.path)
                throw replaced.isEmpty
                    ? .cannotWrite(path: entry.path, reason: error.reason)
                    : .cannotFinish(path: entry.path, reason: error.reason, replaced: replaced)
            }
        }
    }

    /// Removes `folders`, innermost first; only empty ones go.
    private static func removeFolders(_ folders: [String]) {
        folders.reversed().forEach(POSIXFileSystem.removeFolder)
    }
}
