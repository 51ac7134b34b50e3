#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension FileDescriptor {

    /// What ``FileDescriptor/writeAll(_:whenFull:)`` does when the descriptor was left
    /// non-blocking (as some supervisors and editors hand standard output over) and cannot
    /// take more yet.
    public enum FullHandling: Sendable {

        /// Fails with `EAGAIN`, as any other failure: for output that must not hold the
        /// process up.
        case fail

        /// Waits until the descriptor can take more, in `poll` rather than in a busy loop, for
        /// as long as that takes, and goes on writing.
        case waitUntilWritable
    }

    /// Writes all of `bytes`, however many calls it takes: a call that a signal interrupts is
    /// made again, and a short write goes on with the rest.
    ///
    /// - Parameters:
    ///   - bytes: What to write.
    ///   - whenFull: What to do when a descriptor that does not block is full.
    /// - Throws: ``SystemError`` with the reason of the first call that failed otherwise
    ///   (`Broken pipe`, `No space left on device`); what came before it was written.
    public func writeAll(_ bytes: [UInt8], whenFull: FullHandling) throws(SystemError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { systemWrite(rawValue, $0.baseAddress, $0.count) }
            if written > 0 {
                offset += written
                continue
            }
            let error = SystemError.current
            if written < 0, error.isInterruption {
                continue
            }
            if written < 0, error.isNotReady, whenFull == .waitUntilWritable, waitUntil(.writable) {
                continue
            }
            throw error
        }
    }
}

/// The C library's `write`.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
