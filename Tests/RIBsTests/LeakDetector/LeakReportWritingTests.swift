#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import RIBs
import RIBsTesting
import Testing

/// The default report writer on a working, a full and a closed standard error. The tests swap
/// descriptor 2 for a moment, so they run one at a time.
@MainActor
@Suite(.serialized)
struct LeakReportWritingTests {

    @Test func writesTheReportToStandardError() throws {
        var pipeEnds: [Int32] = [0, 0]
        try #require(pipe(&pipeEnds) == 0)
        defer { close(pipeEnds[0]) }

        withStandardError(replacedBy: pipeEnds[1]) { reportOneLeak() }
        close(pipeEnds[1])

        #expect(readAll(from: pipeEnds[0])
                == "RIBs leak detector: Leftover has leaked: it is still alive after its RIB went away.\n")
    }

    @Test func goesOnWhenStandardErrorIsFull() throws {
        let full = open("/dev/full", O_WRONLY)
        try #require(full >= 0)
        defer { close(full) }

        withStandardError(replacedBy: full) { reportOneLeak() }
    }

    @Test func goesOnWhenStandardErrorIsClosed() {
        withStandardError(replacedBy: nil) { reportOneLeak() }
    }

    // MARK: - Helpers

    /// Lets a detector with the default writer find one leak.
    private func reportOneLeak() {
        let scheduler = ManualLeakDetectionScheduler()
        let detector = LeakDetector(isEnabled: true, scheduler: scheduler)
        let object = Leftover()
        detector.expectDeallocate(object: object, inTime: .seconds(1))
        scheduler.advance(by: .seconds(1))
        withExtendedLifetime(object) {}
    }

    /// Runs `body` with descriptor 2 a copy of `descriptor`, or closed when it is `nil`.
    private func withStandardError(replacedBy descriptor: Int32?, _ body: () -> Void) {
        let saved = dup(STDERR_FILENO)
        if let descriptor {
            dup2(descriptor, STDERR_FILENO)
        } else {
            close(STDERR_FILENO)
        }
        body()
        dup2(saved, STDERR_FILENO)
        close(saved)
    }

    private func readAll(from descriptor: Int32) -> String {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else {
                return String(decoding: bytes, as: UTF8.self)
            }
            bytes += chunk[..<count]
        }
    }
}

private final class Leftover {}
