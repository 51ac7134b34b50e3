#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why ``FileSystem/contentsOfRegularFile(at:byteLimit:)`` read nothing.
public enum RegularFileError: Error, Equatable, Sendable {

    /// Nothing has that name (or a folder on the way is a file, or a symbolic link dangles).
    case missing

    /// The name is taken by something that is not a regular file; it was not opened.
    case notARegularFile(Kind)

    /// A system call failed, such as `open` with `Permission denied`.
    case cannotRead(SystemError)

    /// What a name refused as not a regular file names.
    public enum Kind: Equatable, Sendable, CustomStringConvertible {
        /// A folder.
        case folder
        /// A named pipe (FIFO): opening it for reading waits for a writer.
        case namedPipe
        /// A character device, such as `/dev/zero` or a terminal.
        case characterDevice
        /// A block device, such as a disk.
        case blockDevice
        /// A local socket.
        case socket
        /// Any other kind the system has.
        case other

        /// The kind as a noun phrase for a sentence: `a named pipe (FIFO)`.
        public var description: String {
            switch self {
            case .folder: "a folder"
            case .namedPipe: "a named pipe (FIFO)"
            case .characterDevice: "a character device"
            case .blockDevice: "a block device"
            case .socket: "a socket"
            case .other: "an unusual kind of file"
            }
        }

        init(fileType: mode_t) {
            switch fileType {
            case S_IFDIR: self = .folder
            case S_IFIFO: self = .namedPipe
            case S_IFCHR: self = .characterDevice
            case S_IFBLK: self = .blockDevice
            case S_IFSOCK: self = .socket
            default: self = .other
            }
        }
    }
}
