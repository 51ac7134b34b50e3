import Dispatch
import Synchronization
import SystemCalls
import Testing

/// Reads a descriptor to its end on a thread of its own, then closes it.
final class BackgroundReader: Sendable {

    init(_ descriptor: FileDescriptor) {
        DispatchQueue.global().async { [self] in
            var buffer = [UInt8](repeating: 0, count: 4096)
            while case let count = descriptor.readAvailable(into: &buffer), count > 0 {
                received.withLock { $0 += buffer[..<count] }
            }
            try? descriptor.close()
            done.signal()
        }
    }

    /// What was read, once the end was reached: within 30 seconds, or the test fails.
    func everythingRead() throws -> [UInt8] {
        try #require(done.wait(timeout: .now() + 30) == .success, "the reader did not reach the end")
        return received.withLock { $0 }
    }

    private let received = Mutex<[UInt8]>([])
    private let done = DispatchSemaphore(value: 0)
}
