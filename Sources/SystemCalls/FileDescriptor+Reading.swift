#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension FileDescriptor {

    /// Reads what is there into `buffer`, as much as it holds, waiting for at least one byte: a
    /// call that a signal interrupts is made again, and a descriptor left non-blocking (where
    /// a read with nothing there fails with `EAGAIN`) is waited on rather than taken for ended.
    ///
    /// - Parameter buffer: Where the bytes go, from its start.
    /// - Returns: The number of bytes read; 0 at the end of input or on an error (a terminal
    ///   that hung up reports one).
    public func readAvailable(into buffer: inout [UInt8]) -> Int {
        while true {
            let count = buffer.count
            let result = buffer.withUnsafeMutableBytes { systemRead(rawValue, $0.baseAddress, count) }
            if result >= 0 {
                return result
            }
            let error = SystemError.current
            guard error.isInterruption || (error.isNotReady && waitUntil(.readable)) else {
                return 0
            }
        }
    }
}

/// The C library's `read`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
