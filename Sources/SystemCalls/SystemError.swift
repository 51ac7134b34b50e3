#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed system call's reason, as `errno` gave it, with the C library's sentence for it.
public struct SystemError: Error, Equatable, Sendable {

    /// The error number, such as `EACCES`.
    public let code: Int32

    /// The error numbered `code`.
    ///
    /// - Parameter code: An `errno` value, such as the code of an `NSPOSIXErrorDomain` error.
    public init(code: Int32) {
        self.code = code
    }

    /// The error the last failed system call of this thread left in `errno`.
    public static var current: SystemError {
        SystemError(code: errno)
    }

    /// The C library's sentence for the error, such as `Permission denied` or
    /// `No space left on device`.
    public var message: String {
        String(cString: strerror(code))
    }

    /// Whether the call failed because the name it was to create is taken (`EEXIST`).
    public var nameIsTaken: Bool {
        code == EEXIST
    }

    /// Whether a folder could not be removed because it holds something (`ENOTEMPTY`, or
    /// `EEXIST`, which POSIX allows in its place).
    public var folderIsNotEmpty: Bool {
        code == ENOTEMPTY || code == EEXIST
    }

    /// Whether the call failed because nothing has the name it was given (`ENOENT`).
    public var nameIsMissing: Bool {
        code == ENOENT
    }

    // MARK: - Internal

    /// Whether a signal interrupted the call before it did anything (`EINTR`): it is made again.
    var isInterruption: Bool {
        code == EINTR
    }

    /// Whether a descriptor left non-blocking was not ready (`EAGAIN`, `EWOULDBLOCK`): there,
    /// it means "not yet", never "the end".
    var isNotReady: Bool {
        code == EAGAIN || code == EWOULDBLOCK
    }
}
