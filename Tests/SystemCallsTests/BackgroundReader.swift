#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SystemCalls
import Testing

/// Reads a descriptor to its end on a thread of its own, then closes it.
final class BackgroundReader: Sendable {

    /// Starts reading `descriptor`; a reader still waiting after `patience` gives up.
    init(_ descriptor: FileDescriptor, patience: Duration = .seconds(30)) {
        self.patience = patience
        reading = ThreadOfItsOwn {
            var received: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            let deadline = ContinuousClock.now + patience
            defer { try? descriptor.close() }
            while true {
                // Waits for input for no longer than the time left, and no more than a second
                // at a time, so that the deadline is checked while a writer stays silent.
                var entry = pollfd(fd: descriptor.rawValue, events: Int16(POLLIN), revents: 0)
                guard ContinuousClock.now < deadline else {
                    return Reading(bytes: received, reachedEnd: false)
                }
                guard poll(&entry, 1, 1_000) != 0 else {
                    continue
                }
                let count = descriptor.readAvailable(into: &buffer)
                guard count > 0 else {
                    return Reading(bytes: received, reachedEnd: true)
                }
                received += buffer[..<count]
            }
        }
    }

    /// What was read, once the end was reached: within the reader's patience, or the test
    /// fails.
    func everythingRead() async throws -> [UInt8] {
        let reading = await reading.value
        try #require(reading.reachedEnd, "the reader did not reach the end in \(patience)")
        return reading.bytes
    }

    // MARK: - Private

    private struct Reading: Sendable {
        let bytes: [UInt8]
        let reachedEnd: Bool
    }

    private let patience: Duration
    private let reading: ThreadOfItsOwn<Reading>
}
