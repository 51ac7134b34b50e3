#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes whole texts to file descriptors, seeing every failure: generated files, and the
/// command line's standard output and error.
public enum DescriptorOutput {

    /// Writes all of `text` to `descriptor`, however many calls it takes.
    ///
    /// - Returns: The C library's reason when a write fails ("No space left on device"), `nil`
    ///   when all was written.
    public static func write(_ text: String, to descriptor: Int32) -> String? {
        writeAll(Array(text.utf8), to: descriptor) ? nil : String(cString: strerror(errno))
    }

    /// Writes all of `bytes`; `false` leaves the reason in `errno`.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let result = bytes[offset...].withUnsafeBytes { writeSome($0, to: descriptor) }
            if result < 0, errno == EINTR {
                continue
            }
            guard result > 0 else {
                return false
            }
            offset += result
        }
        return true
    }
}

/// One `write` call; outside the enum, whose `write(_:to:)` would hide the C library's.
private func writeSome(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Int {
    write(descriptor, buffer.baseAddress, buffer.count)
}
