import SystemCalls

/// Files under hidden temporary names in the folder they go into, where no other run picks
/// the same name: new files before they get their real names, and second names that replaced
/// files are restored from.
enum TemporaryFiles {

    /// Creates a new file with `contents` under a free temporary name in `folder`, never through
    /// a symbolic link or over an existing entry: a name that is taken is skipped for another.
    ///
    /// - Returns: The file's path and identity.
    /// - Throws: ``SystemError`` when the file cannot be created or written; a file that was
    ///   created is removed.
    static func create(in folder: String, contents: String) throws(SystemError) -> (path: String, identity: FileIdentity) {
        try withFreeName(in: folder, extension: "tmp") { path throws(SystemError) in
            let descriptor = try FileSystem.createNewFile(path)
            do throws(SystemError) {
                let identity: FileIdentity
                do throws(SystemError) {
                    try descriptor.writeAll(Array(contents.utf8), whenFull: .fail)
                    identity = try FileSystem.identity(of: descriptor)
                } catch {
                    try? descriptor.close()
                    throw error
                }
                // A write the system delayed may fail only now.
                try descriptor.close()
                return (path, identity)
            } catch {
                FileSystem.removeFile(path)
                throw error
            }
        }
    }

    /// Gives the file `path` a second, free temporary name in `folder`, so that it survives
    /// being replaced.
    ///
    /// - Returns: The second name.
    static func linkUnderTemporaryName(_ path: String, in folder: String) throws(SystemError) -> String {
        try withFreeName(in: folder, extension: "bak") { backup throws(SystemError) in
            try FileSystem.hardLink(path, to: backup)
            return backup
        }
    }

    // MARK: - Private

    /// Runs `body` with a free temporary name in `folder`, and again with another one while
    /// the name turns out to be taken, up to 100 names.
    private static func withFreeName<Result>(in folder: String, extension: String,
                                             _ body: (String) throws(SystemError) -> Result) throws(SystemError) -> Result {
        var attempts = 1
        while true {
            do throws(SystemError) {
                return try body(temporaryName(in: folder, extension: `extension`))
            } catch where error.nameIsTaken && attempts < 100 {
                attempts += 1
            }
        }
    }

    /// A hidden name in `folder` that no other run picks: short, so that it fits wherever the
    /// generated file's own name fits.
    private static func temporaryName(in folder: String, extension: String) -> String {
        let random = String(UInt64.random(in: 0...UInt64.max), radix: 36)
        return FolderPath.join(folder, ".ribs-\(random).\(`extension`)")
    }
}
