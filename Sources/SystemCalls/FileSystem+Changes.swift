#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension FileSystem {

    /// Creates the folder `path`, readable by all, whose parent must exist.
    ///
    /// - Throws: ``SystemError`` when it cannot be created; ``SystemError/nameIsTaken`` when
    ///   something has that name already.
    public static func createFolder(_ path: String) throws(SystemError) {
        guard mkdir(path, 0o755) == 0 else {
            throw .current
        }
    }

    /// Creates the file `path`, readable by all, and opens it for writing; never through a
    /// symbolic link or over an existing entry. The descriptor closes on exec.
    ///
    /// - Returns: The descriptor, for the caller to close.
    /// - Throws: ``SystemError`` when it cannot be created; ``SystemError/nameIsTaken`` when
    ///   something has that name already.
    public static func createNewFile(_ path: String) throws(SystemError) -> FileDescriptor {
        try openForWriting(path, flags: O_CREAT | O_EXCL | O_NOFOLLOW)
    }

    /// Opens the file `path` for writing, created readable by all if it is missing and emptied
    /// if it is not. The descriptor closes on exec.
    ///
    /// - Returns: The descriptor, for the caller to close.
    /// - Throws: ``SystemError`` when it cannot be opened.
    public static func createOrEmptyFile(_ path: String) throws(SystemError) -> FileDescriptor {
        try openForWriting(path, flags: O_CREAT | O_TRUNC)
    }

    /// Gives the file `source` the name `destination` too, only if nothing has that name, in
    /// one step that no other process can come between.
    ///
    /// - Throws: ``SystemError``; ``SystemError/nameIsTaken`` when the name is taken.
    public static func hardLink(_ source: String, to destination: String) throws(SystemError) {
        guard link(source, destination) == 0 else {
            throw .current
        }
    }

    /// Moves `source` to `destination` in one step, replacing what is there.
    ///
    /// - Throws: ``SystemError`` when it cannot be moved.
    public static func move(_ source: String, to destination: String) throws(SystemError) {
        guard rename(source, destination) == 0 else {
            throw .current
        }
    }

    /// Removes the directory entry `path` (a file, or a symbolic link itself).
    ///
    /// - Throws: ``SystemError`` when it cannot be removed.
    public static func removeEntry(_ path: String) throws(SystemError) {
        guard unlink(path) == 0 else {
            throw .current
        }
    }

    /// Removes the folder `path`, which must be empty.
    ///
    /// - Throws: ``SystemError`` when it cannot be removed; ``SystemError/folderIsNotEmpty``
    ///   tells that it holds something.
    public static func removeEmptyFolder(_ path: String) throws(SystemError) {
        guard rmdir(path) == 0 else {
            throw .current
        }
    }

    /// Removes the directory entry `path`, ignoring failure: used to clean up.
    public static func removeFile(_ path: String) {
        unlink(path)
    }

    /// Removes the empty folder `path`, ignoring failure: used to clean up.
    public static func removeFolder(_ path: String) {
        rmdir(path)
    }

    // MARK: - Private

    private static func openForWriting(_ path: String, flags: Int32) throws(SystemError) -> FileDescriptor {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC | flags, 0o644)
        guard descriptor >= 0 else {
            throw .current
        }
        return FileDescriptor(rawValue: descriptor)
    }
}
