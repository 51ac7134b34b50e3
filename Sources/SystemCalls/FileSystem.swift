#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What the file system holds, asked of it by POSIX calls: their failures give the exact
/// reason ("Permission denied", "File name too long") to pass on to the user.
public enum FileSystem {

    /// What `path` names, following symbolic links; a path that cannot be examined counts as
    /// missing.
    public static func kind(of path: String) -> PathKind {
        var info = stat()
        guard stat(path, &info) == 0 else {
            return .missing
        }
        return kind(of: info)
    }

    /// What the directory entry `path` is, without following a symbolic link: a dangling link
    /// or a link loop is a file that exists.
    public static func entryKind(of path: String) -> PathKind {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            return .missing
        }
        return kind(of: info)
    }

    /// The file the directory entry `path` names, without following a symbolic link, or `nil`
    /// if it cannot be examined.
    public static func identity(ofEntry path: String) -> FileIdentity? {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            return nil
        }
        return identity(of: info)
    }

    /// The file open on `descriptor`.
    ///
    /// - Throws: ``SystemError`` when it cannot be examined.
    public static func identity(of descriptor: FileDescriptor) throws(SystemError) -> FileIdentity {
        var info = stat()
        guard fstat(descriptor.rawValue, &info) == 0 else {
            throw .current
        }
        return identity(of: info)
    }

    /// The text of the file `path`, decoded as UTF-8, or `nil` if it cannot be read.
    public static func text(of path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            return nil
        }
        let file = FileDescriptor(rawValue: descriptor)
        defer { try? file.close() }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = file.readAvailable(into: &buffer)
            if count == 0 {
                break
            }
            bytes += buffer.prefix(count)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether this process may create files in the folder `path`. Root may, whatever the
    /// permissions say.
    public static func canCreateFiles(in path: String) -> Bool {
        access(path, W_OK | X_OK) == 0
    }

    /// The longest file name, in bytes, the file system of the folder `path` allows; 255 when
    /// it does not say.
    public static func longestFileName(in path: String) -> Int {
        let limit = pathconf(path, Int32(_PC_NAME_MAX))
        return limit > 0 ? limit : 255
    }

    /// Whether the folder `path` holds any entry besides `.` and `..`; a folder that cannot
    /// be read counts as holding some.
    public static func folderHasEntries(_ path: String) -> Bool {
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

    /// The absolute path of what `path` names, with every symbolic link, `.` and `..`
    /// resolved.
    ///
    /// - Throws: ``SystemError`` when something on the way is missing or cannot be read.
    public static func resolvedPath(_ path: String) throws(SystemError) -> String {
        guard let resolved = realpath(path, nil) else {
            throw .current
        }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    // MARK: - Private

    private static func kind(of info: stat) -> PathKind {
        (info.st_mode & S_IFMT) == S_IFDIR ? .folder : .file
    }

    private static func identity(of info: stat) -> FileIdentity {
        FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }
}
