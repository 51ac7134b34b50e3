#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SystemCalls
import Testing

/// A pipe of the test's own, either end optionally non-blocking.
struct TestPipe {
    let readEnd: FileDescriptor
    let writeEnd: FileDescriptor

    init(nonBlockingReadEnd: Bool = false, nonBlockingWriteEnd: Bool = false) throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        for (end, isNonBlocking) in zip(ends, [nonBlockingReadEnd, nonBlockingWriteEnd]) where isNonBlocking {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        readEnd = FileDescriptor(rawValue: ends[0])
        writeEnd = FileDescriptor(rawValue: ends[1])
    }
}
