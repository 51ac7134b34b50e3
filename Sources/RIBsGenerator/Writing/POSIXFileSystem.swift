// The one place that calls the C library for files: Glibc or Musl on Linux, Darwin elsewhere.
// POSIX calls give the exact reason a write fails ("Permission denied", "File name too long"),
// which the generator passes on to the user; `link` creates a name only if it is free, and
// `rename` replaces one, each in one step.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a path names on disk.
enum PathKind: Equatable {
    case missing
    case folder
    case file
}

/// Why a file-system call failed, in the C library's words.
struct FileSystemError: Error {
    let reason: String

    /// Whether the call failed because the name was taken.
    let nameIsTaken: Bool

    /// The error the last C call left in `errno`.
    static func fromErrno() -> FileSystemError {
        let code = errno
        return FileSystemError(reason: String(cString: strerror(code)), nameIsTaken: code == EEXIST)
    }
}

/// Which file a directory entry names, to tell our own files from files others put there.
struct FileIdentity: Equatable {
    let device: UInt64
    let inode: UInt64
}

/// Thin wrappers over the POSIX file calls the writer needs.
enum POSIXFileSystem {

    /// What `path` names, following symbolic links; a path that cannot be examined counts as
    /// missing.
    static func kind(of path: String) -> PathKind {
        var info = stat()
        guard stat(path, &info) == 0 else {
            return .missing
        }
        return (info.st_mode & S_IFMT) == S_IFDIR ? .folder : .file
    }

    /// What the directory entry `path` is, without following a symbolic link: a dangling link
    /// or a link loop is a file that exists.
    static func entryKind(of path: String) -> PathKind {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            return .missing
        }
        return (info.st_mode & S_IFMT) == S_IFDIR ? .folder : .file
    }

    /// The file the directory entry `path` names, without following a symbolic link.
    static func identity(ofEntry path: String) -> FileIdentity? {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            return nil
        }
        return FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    /// Whether this process may create files in the folder `path`. Root may, whatever the
    /// permissions say.
    static func canCreateFiles(in path: String) -> Bool {
        access(path, W_OK | X_OK) == 0
    }

    /// The longest file name, in bytes, the file system of the folder `path` allows.
    static func longestFileName(in path: String) -> Int {
        let limit = pathconf(path, Int32(_PC_NAME_MAX))
        return limit > 0 ? limit : 255
    }

    /// Creates the folder `path`, whose parent must exist.
    ///
    /// - Returns: `true` if this call created it, `false` if a folder was there already (made
    ///   by another process since the plan was made).
    static func createFolder(_ path: String) throws(FileSystemError) -> Bool {
        guard mkdir(path, 0o755) == 0 else {
            let error = FileSystemError.fromErrno()
            if error.nameIsTaken, kind(of: path) == .folder {
                return false
            }
            throw error
        }
        return true
    }

    /// Creates a new file with `contents` under a free temporary name in `folder`, never through
    /// a symbolic link or over an existing entry: a name that is taken is skipped for another.
    ///
    /// - Returns: The file's path and identity.
    static func createTemporaryFile(in folder: String, contents: String) throws(FileSystemError) -> (path: String, identity: FileIdentity) {
        var lastError = FileSystemError(reason: "no free temporary name", nameIsTaken: true)
        for _ in 0..<100 {
            let path = temporaryName(in: folder, extension: "tmp")
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else {
                lastError = .fromErrno()
                guard lastError.nameIsTaken else {
                    throw lastError
                }
                continue
            }
            var info = stat()
            var failure = DescriptorOutput.writeAll(Array(contents.utf8), to: descriptor) && fstat(descriptor, &info) == 0
                ? nil
                : FileSystemError.fromErrno()
            if close(descriptor) != 0, failure == nil {
                failure = .fromErrno()
            }
            if let failure {
                unlink(path)
                throw failure
            }
            return (path, FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)))
        }
        throw lastError
    }

    /// Gives the file `path` a second, free temporary name in `folder`, so that it survives
    /// being replaced.
    ///
    /// - Returns: The second name.
    static func linkUnderTemporaryName(_ path: String, in folder: String) throws(FileSystemError) -> String {
        var lastError = FileSystemError(reason: "no free temporary name", nameIsTaken: true)
        for _ in 0..<100 {
            let backup = temporaryName(in: folder, extension: "bak")
            do throws(FileSystemError) {
                try hardLink(path, to: backup)
                return backup
            } catch where error.nameIsTaken {
                lastError = error
            }
        }
        throw lastError
    }

    /// Gives the file `source` the name `destination` too, only if nothing has that name:
    /// fails with ``FileSystemError/nameIsTaken`` otherwise, in one step that no other process
    /// can come between.
    static func hardLink(_ source: String, to destination: String) throws(FileSystemError) {
        guard link(source, destination) == 0 else {
            throw .fromErrno()
        }
    }

    /// Moves `source` to `destination` in one step, replacing what is there.
    static func move(_ source: String, to destination: String) throws(FileSystemError) {
        guard rename(source, destination) == 0 else {
            throw .fromErrno()
        }
    }

    /// Whether the folder `path` holds any entry besides `.` and `..`; a folder that cannot
    /// be read counts as holding some.
    static func folderHasEntries(_ path: String) -> Bool {
        guard let folder = opendir(path) else {
            return true
        }
        defer { closedir(folder) }
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != ".", name != ".." {
                return true
            }
        }
        return false
    }

    /// Removes the directory entry `path`, ignoring failure: used to clean up.
    static func removeFile(_ path: String) {
        unlink(path)
    }

    /// Removes the empty folder `path`, ignoring failure: used to clean up.
    static func removeFolder(_ path: String) {
        rmdir(path)
    }

    // MARK: - Private

    /// A hidden name in `folder` that no other run picks: short, so that it fits wherever the
    /// generated file's own name fits.
    private static func temporaryName(in folder: String, extension: String) -> String {
        let random = String(UInt64.random(in: 0...UInt64.max), radix: 36)
        return FolderPath.join(folder, ".ribs-\(random).\(`extension`)")
    }
}
