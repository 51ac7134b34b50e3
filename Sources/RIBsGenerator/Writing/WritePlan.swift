/// What the generator will write and where, checked against the disk but not yet written.
///
/// ``FileWriter/plan(_:inFolder:overwrite:)`` makes one; a dry run prints it, a real run hands
/// it to ``FileWriter/write(_:)``.
public struct WritePlan: Sendable, Equatable {

    /// One file of the plan.
    public struct Entry: Sendable, Equatable {

        /// Where the file goes: the folder and the file's name.
        public let path: String

        /// The file's name and text.
        public let file: GeneratedFile

        /// Whether a file of that name exists and will be replaced.
        public let replacesExistingFile: Bool
    }

    /// The folder the files go into, as given.
    public let folder: String

    /// The folders to create first, outermost first; empty when the folder exists.
    public let foldersToCreate: [String]

    /// The files, in the order they are written.
    public let entries: [Entry]

    /// The files to delete once the others are in place, each named by its path inside
    /// ``folder`` and with its text, for a dry run to show.
    public var deletions: [GeneratedFile] = []

    /// The folders to delete after the files, innermost first, if nothing else is in them, by
    /// their paths inside ``folder``.
    public var emptiedFolders: [String] = []

    /// Where `name`, a path inside ``folder``, is: as given when the folder is the working one.
    func path(of name: String) -> String {
        folder == "." ? name : FolderPath.join(folder, name)
    }
}
