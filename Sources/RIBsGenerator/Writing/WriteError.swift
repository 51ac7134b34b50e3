/// Why the generator wrote nothing, in words that tell the user what to do.
public enum WriteError: Error, Equatable, CustomStringConvertible {

    /// The output path names a file, not a folder.
    case outputIsAFile(path: String)

    /// The output folder is missing and cannot be created.
    case cannotCreateFolder(path: String, reason: String)

    /// This process may not create files in the folder.
    case folderNotWritable(path: String)

    /// Files the generator would write already exist, and overwriting was not asked for.
    case filesExist(paths: [String])

    /// A folder sits where a generated file should go.
    case destinationIsAFolder(path: String)

    /// Writing a file failed; every file written so far was removed.
    case cannotWrite(path: String, reason: String)

    /// Moving a written file into place failed after others had replaced existing files, which
    /// could not be restored; the new files were removed.
    case cannotFinish(path: String, reason: String, replaced: [String])

    /// A file's name is longer than the file system allows.
    case fileNameTooLong(path: String, limit: Int)

    /// The folder a new package goes into holds files already, and writing into it anyway
    /// was not asked for.
    case folderNotEmpty(path: String)

    /// A signal that ends the process arrived while the files were written; they were removed.
    case interrupted(signal: Int32)

    /// A file to delete cannot be, or is no longer there; nothing was changed.
    case cannotDelete(path: String, reason: String)

    /// How many Unicode scalars of a path messages show at most.
    public static let pathLimit = 300

    /// What went wrong and what, if anything, is left on disk.
    ///
    /// Paths are quoted with ``DisplayText``: control characters escaped, long paths shortened.
    public var description: String {
        switch self {
        case let .outputIsAFile(path):
            "\(Self.quoted(path)) is a file, not a folder; pass a folder to --output. Nothing was written."
        case let .cannotCreateFolder(path, reason):
            "Cannot create the folder \(Self.quoted(path)): \(DisplayText.escaped(reason)). Nothing was written."
        case let .folderNotWritable(path):
            "Cannot write to the folder \(Self.quoted(path)): permission denied. Nothing was written."
        case let .filesExist(paths):
            "These files already exist:\n" + Self.list(paths)
                + "\nNothing was written; pass --force to replace them."
        case let .destinationIsAFolder(path):
            "\(Self.quoted(path)) is a folder, where a generated file should go. Nothing was written."
        case let .cannotWrite(path, reason):
            "Cannot write \(Self.quoted(path)): \(DisplayText.escaped(reason)). Nothing was written."
        case let .cannotFinish(path, reason, replaced):
            "Cannot write \(Self.quoted(path)): \(DisplayText.escaped(reason)). The new files were removed, but these had already been replaced:\n"
                + Self.list(replaced)
        case let .fileNameTooLong(path, limit):
            "Cannot write \(Self.quoted(path)): its name is longer than the \(limit) bytes this file system allows; "
                + "choose a shorter name. Nothing was written."
        case let .folderNotEmpty(path):
            "The folder \(Self.quoted(path)) is not empty. Nothing was written; choose a new folder with --output, "
                + "or pass --force to write into it (replacing files of the same names)."
        case let .interrupted(signal):
            "Interrupted by signal \(signal). Nothing was written."
        case let .cannotDelete(path, reason):
            "Cannot delete \(Self.quoted(path)): \(DisplayText.escaped(reason)). Nothing was changed."
        }
    }

    // MARK: - Private

    private static func list(_ paths: [String]) -> String {
        paths.map { "  \(DisplayText.shortened($0, limit: pathLimit))" }.joined(separator: "\n")
    }

    private static func quoted(_ path: String) -> String {
        DisplayText.quoted(path, limit: pathLimit)
    }
}
