// The one place that calls the C library for files: Glibc or Musl on Linux, Darwin elsewhere.
// POSIX calls give the exact reason a write fails ("Permission denied", "File name too long"),
// which the generator passes on to the user, and `rename` replaces a file in one step.

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

    /// The error the last C call left in `errno`.
    static func fromErrno() -> FileSystemError {
        FileSystemError(reason: String(cString: strerror(errno)))
    }
}

/// Thin wrappers over the POSIX file calls the writer needs.
enum POSIXFileSystem {

    /// What `path` names; a path that cannot be examined counts as missing.
    static func kind(of path: String) -> PathKind {
        var info = stat()
        guard stat(path, &info) == 0 else {
            return .missing
        }
        return (info.st_mode & S_IFMT) == S_IFDIR ? .folder : .file
    }

    /// Whether this process may create files in the folder `path`. Root may, whatever the
    /// permissions say.
    static func canCreateFiles(in path: String) -> Bool {
        access(path, W_OK | X_OK) == 0
    }

    /// Creates the folder `path`; its parent must exist.
    static func createFolder(_ path: String) throws(FileSystemError) {
        guard mkdir(path, 0o755) == 0 else {
            throw .fromErrno()
        }
    }

    /// Creates the file `path`, which must not exist yet, with `contents`; on failure, removes
    /// what it created.
    static func createFile(_ path: String, contents: String) throws(FileSystemError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else {
            throw .fromErrno()
        }
        guard writeAll(Array(contents.utf8), to: descriptor) else {
            let error = FileSystemError.fromErrno()
            close(descriptor)
            unlink(path)
            throw error
        }
        guard close(descriptor) == 0 else {
            let error = FileSystemError.fromErrno()
            unlink(path)
            throw error
        }
    }

    /// Moves `source` to `destination` in one step, replacing a file already there.
    static func move(_ source: String, to destination: String) throws(FileSystemError) {
        guard rename(source, destination) == 0 else {
            throw .fromErrno()
        }
    }

    /// Removes the file `path`, ignoring failure: used to clean up.
    static func removeFile(_ path: String) {
        unlink(path)
    }

    /// Removes the empty folder `path`, ignoring failure: used to clean up.
    static func removeFolder(_ path: String) {
        rmdir(path)
    }

    /// The ID of this process, to keep temporary names apart from other processes'.
    static var processID: Int {
        Int(getpid())
    }

    // MARK: - Private

    /// Writes all of `bytes`, however many calls it takes; `false` leaves the reason in `errno`.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let result = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            guard result > 0 else {
                return false
            }
            offset += result
        }
        return true
    }
}
