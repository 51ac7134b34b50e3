import SystemCalls

/// The steps of one ``FileWriter/write(_:)``, recorded so that all of them can be undone.
///
/// Files are first written under temporary names in the target folder, then given their real
/// names: a new file with `link`, which fails if the name is taken, so that of racing runs
/// exactly one gets each name; a replaced file with `rename`, after the old file got a second,
/// temporary name to restore it from. Rolling back removes only files whose identity is ours,
/// never what another process put there.
struct WriteTransaction {

    /// A file given its real name.
    private struct PlacedFile {
        let path: String
        let identity: FileIdentity

        /// The replaced file's second name, to restore it from; `nil` for a new file.
        let backup: String?
    }

    private var createdFolders: [String] = []
    private var temporaryFiles: [(path: String, identity: FileIdentity)] = []
    private var placedFiles: [PlacedFile] = []

    /// Deleted files, each with the second name to restore it from.
    private var deletedFiles: [(path: String, backup: String)] = []
    private var deletedFolders: [String] = []

    /// Creates `folders` in order; a folder that another process created meanwhile is used and
    /// left in place.
    mutating func createFolders(_ folders: [String]) throws(WriteError) {
        for folder in folders {
            do {
                try FileSystem.createFolder(folder)
                createdFolders.append(folder)
            } catch where error.nameIsTaken && FileSystem.kind(of: folder) == .folder {
                // Made by another process since the plan was made: used, and not removed on a
                // rollback.
            } catch {
                throw .cannotCreateFolder(path: folder, reason: error.message)
            }
        }
    }

    /// Writes `entry`'s text under a temporary name in the folder it goes into.
    mutating func writeTemporaryFile(for entry: WritePlan.Entry) throws(WriteError) {
        do {
            temporaryFiles.append(try TemporaryFiles.create(in: FolderPath.parent(of: entry.path), contents: entry.file.contents))
        } catch {
            throw .cannotWrite(path: entry.path, reason: error.message)
        }
    }

    /// Gives the temporary file of the entry at `index` its real name.
    ///
    /// - Throws: ``WriteError/filesExist(paths:)`` when a new file's name was taken
    ///   meanwhile, ``WriteError/cannotWrite(path:reason:)`` on any other failure.
    mutating func place(_ entry: WritePlan.Entry, at index: Int) throws(WriteError) {
        let temporary = temporaryFiles[index]
        do throws(SystemError) {
            if entry.replacesExistingFile {
                let backup = try Self.secondName(for: entry.path, in: FolderPath.parent(of: entry.path))
                try FileSystem.move(temporary.path, to: entry.path)
                placedFiles.append(PlacedFile(path: entry.path, identity: temporary.identity, backup: backup))
            } else {
                try FileSystem.hardLink(temporary.path, to: entry.path)
                placedFiles.append(PlacedFile(path: entry.path, identity: temporary.identity, backup: nil))
            }
        } catch where error.nameIsTaken && !entry.replacesExistingFile {
            throw .filesExist(paths: [entry.path])
        } catch {
            throw .cannotWrite(path: entry.path, reason: error.message)
        }
    }

    /// Deletes the file `path`, which keeps a second, temporary name in `folder` (a folder
    /// that stays) until the write is done, to restore it from.
    mutating func delete(_ path: String, keepingItIn folder: String) throws(WriteError) {
        do throws(SystemError) {
            let backup = try TemporaryFiles.linkUnderTemporaryName(path, in: folder)
            do throws(SystemError) {
                try FileSystem.removeEntry(path)
            } catch {
                FileSystem.removeFile(backup)
                throw error
            }
            deletedFiles.append((path, backup))
        } catch {
            throw .cannotDelete(path: path, reason: error.nameIsMissing ? "it is gone: another run may have deleted it" : error.message)
        }
    }

    /// Deletes `folder` if nothing is left in it; a folder that holds something stays.
    mutating func deleteFolderIfEmpty(_ folder: String) throws(WriteError) {
        do {
            try FileSystem.removeEmptyFolder(folder)
            deletedFolders.append(folder)
        } catch where error.folderIsNotEmpty {
            // It holds files of the user's own, hidden ones maybe: they stay, and so does it.
        } catch {
            throw .cannotDelete(path: folder, reason: error.message)
        }
    }

    /// The folders ``deleteFolderIfEmpty(_:)`` deleted.
    var foldersDeleted: [String] {
        deletedFolders
    }

    /// Removes the temporary names and the replaced and deleted files' second names: the write
    /// is done.
    func finish() {
        temporaryFiles.map(\.path).forEach(FileSystem.removeFile)
        placedFiles.compactMap(\.backup).forEach(FileSystem.removeFile)
        deletedFiles.map(\.backup).forEach(FileSystem.removeFile)
    }

    /// Undoes every step, newest first: recreates deleted folders and files, restores replaced
    /// files, removes new files, temporary files and the folders this write created.
    ///
    /// - Returns: The replaced or deleted files that could not be restored.
    func rollBack() -> [String] {
        var notRestored: [String] = []
        for folder in deletedFolders.reversed() {
            try? FileSystem.createFolder(folder)
        }
        for deleted in deletedFiles.reversed() {
            do {
                try FileSystem.hardLink(deleted.backup, to: deleted.path)
                FileSystem.removeFile(deleted.backup)
            } catch {
                notRestored.append(deleted.path)
            }
        }
        for placed in placedFiles.reversed() {
            if let backup = placed.backup {
                do {
                    try FileSystem.move(backup, to: placed.path)
                } catch {
                    notRestored.append(placed.path)
                }
            } else if FileSystem.identity(ofEntry: placed.path) == placed.identity {
                FileSystem.removeFile(placed.path)
            }
        }
        temporaryFiles.map(\.path).forEach(FileSystem.removeFile)
        createdFolders.reversed().forEach(FileSystem.removeFolder)
        return notRestored.reversed()
    }

    // MARK: - Private

    /// A second name for the file `path` is about to replace, to restore it from; `nil` if no
    /// file has that name any more.
    private static func secondName(for path: String, in folder: String) throws(SystemError) -> String? {
        do {
            return try TemporaryFiles.linkUnderTemporaryName(path, in: folder)
        } catch {
            guard FileSystem.entryKind(of: path) == .missing else {
                throw error
            }
            return nil
        }
    }
}
