#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension FileSystem {

    /// The bytes of the regular file `path` (a symbolic link is followed), no more than
    /// `byteLimit` and one: a larger file gives one byte more than the limit, for the caller to
    /// tell it is too large, and costs no more memory than that.
    ///
    /// Anything but a regular file is refused before it is opened: opening a named pipe for
    /// reading waits for a writer, and a device such as `/dev/zero` never ends. The file is
    /// opened without waiting and examined again once open, so that one swapped for a pipe in
    /// between is refused too.
    ///
    /// - Parameters:
    ///   - path: The file's path.
    ///   - byteLimit: The most bytes the caller wants.
    /// - Returns: The bytes, at most `byteLimit + 1` of them.
    /// - Throws: ``RegularFileError``: nothing there, not a regular file, or a system call failed.
    public static func contentsOfRegularFile(at path: String, byteLimit: Int) throws(RegularFileError) -> [UInt8] {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let error = SystemError.current
            throw error.nameIsMissing || error.code == ENOTDIR ? .missing : .cannotRead(error)
        }
        try refuseUnlessRegular(info)
        // Not waiting: if a named pipe took the file's place since `stat`, opening it must not block.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else {
            throw .cannotRead(.current)
        }
        let file = FileDescriptor(rawValue: descriptor)
        defer { try? file.close() }
        guard fstat(descriptor, &info) == 0 else {
            throw .cannotRead(.current)
        }
        try refuseUnlessRegular(info)
        return try readAll(of: file, upTo: min(max(byteLimit, 0), Int.max - 1) + 1)
    }

    // MARK: - Private

    private static func refuseUnlessRegular(_ info: stat) throws(RegularFileError) {
        let type = info.st_mode & S_IFMT
        guard type == S_IFREG else {
            throw .notARegularFile(RegularFileError.Kind(fileType: type))
        }
    }

    /// Reads `file` to its end, or until `count` bytes were read.
    private static func readAll(of file: FileDescriptor, upTo count: Int) throws(RegularFileError) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: min(count, 65_536))
        while bytes.count < count {
            let wanted = min(buffer.count, count - bytes.count)
            let result = buffer.withUnsafeMutableBytes { read(file.rawValue, $0.baseAddress, wanted) }
            if result > 0 {
                bytes += buffer.prefix(result)
            } else if result == 0 {
                break
            } else if !SystemError.current.isInterruption {
                throw .cannotRead(.current)
            }
        }
        return bytes
    }
}
