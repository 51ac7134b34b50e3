#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file descriptor of this process: the number the system calls on an open file, pipe or
/// terminal take.
public struct FileDescriptor: Hashable, Sendable {

    /// The descriptor's number.
    public let rawValue: Int32

    /// The descriptor numbered `rawValue`.
    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// Standard input, descriptor 0.
    public static let standardInput = FileDescriptor(rawValue: STDIN_FILENO)

    /// Standard output, descriptor 1.
    public static let standardOutput = FileDescriptor(rawValue: STDOUT_FILENO)

    /// Standard error, descriptor 2.
    public static let standardError = FileDescriptor(rawValue: STDERR_FILENO)

    /// Whether the descriptor is open; when it is not, ``SystemError/current`` says so
    /// (`Bad file descriptor`).
    public var isOpen: Bool {
        fcntl(rawValue, F_GETFD) != -1
    }

    /// Opens `/dev/null` under this descriptor's number, which must be closed: so that no file
    /// opened later takes the number of a closed standard descriptor and receives what was
    /// meant for it. Does nothing when `/dev/null` cannot be opened.
    public func reopenOnNullDevice() {
        let nullDevice = open("/dev/null", O_RDWR)
        if nullDevice >= 0, nullDevice != rawValue {
            dup2(nullDevice, rawValue)
            _ = systemClose(nullDevice)
        }
    }

    /// Closes the descriptor.
    ///
    /// - Throws: ``SystemError`` when the system reports a failure, such as a write to a file
    ///   on a full disk that only now failed.
    public func close() throws(SystemError) {
        guard systemClose(rawValue) == 0 else {
            throw .current
        }
    }
}

/// The C library's `close`, named so that it does not clash with ``FileDescriptor/close()``.
private func systemClose(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}
