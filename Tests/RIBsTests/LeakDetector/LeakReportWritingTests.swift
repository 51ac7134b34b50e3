#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import RIBs
import RIBsTesting
import Testing

/// How the default report writer writes: one line, and never a crash when its descriptor is
/// full or closed. The tests hand it a descriptor of their own; standard error, which other
/// suites share while they run, is left alone.
@MainActor
struct LeakReportWritingTests {

    @Test func writesTheReportAsOneLine() throws {
        var pipeEnds: [Int32] = [0, 0]
        try #require(pipe(&pipeEnds) == 0)
        defer { close(pipeEnds[0]) }

        reportOneLeak(to: pipeEnds[1])
        close(pipeEnds[1])

        #expect(readAll(from: pipeEnds[0])
                == "RIBs leak detector: Leftover has leaked: it is still alive after its RIB went away.\n")
    }

    @Test func goesOnWhenTheDescriptorIsFull() throws {
        let full = open("/dev/full", O_WRONLY)
        try #require(full >= 0)
        defer { close(full) }

        reportOneLeak(to: full)
    }

    /// A closed standard error fails with `EBADF`, as -1 does; a descriptor number closed here
    /// could meanwhile be another test's file.
    @Test func goesOnWhenTheDescriptorIsClosed() {
        reportOneLeak(to: -1)
    }

    // MARK: - Helpers

    /// Lets a detector writing as the default writer does, to `descriptor`, find one leak.
    private func reportOneLeak(to descriptor: Int32) {
        let scheduler = ManualLeakDetectionScheduler()
        let detector = LeakDetector(isEnabled: true, scheduler: scheduler) { LeakDetector.write($0, to: descriptor) }
        let object = Leftover()
        detector.expectDeallocate(object: object, inTime: .seconds(1))
        scheduler.advance(by: .seconds(1))
        withExtendedLifetime(object) {}
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
