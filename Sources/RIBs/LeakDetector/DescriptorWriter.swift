#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes to a file descriptor with `write(2)`, which reports a failure instead of trapping as
/// `FileHandle.write` does: a leak report is best effort when standard error is full, closed or
/// a closed pipe.
enum DescriptorWriter {

    /// Writes all of `text` as UTF-8 to `descriptor`, retrying after interruptions; stops
    /// quietly at the first failure.
    static func write(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR {
                continue
            }
            guard written > 0 else {
                return
            }
            bytes = bytes.dropFirst(written)
        }
    }
}

/// The C library's `write`, named so that it does not clash with ``DescriptorWriter/write(_:to:)``.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
