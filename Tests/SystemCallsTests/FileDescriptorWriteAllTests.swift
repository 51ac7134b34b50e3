#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import SystemCalls
import Testing

/// How ``FileDescriptor/writeAll(_:whenFull:)`` gets a whole buffer through, the one write
/// loop of the package: short writes go on with the rest, a full descriptor that does not
/// block is waited on or is a failure as the caller asks, and any other failure is reported.
@Suite(.timeLimit(.minutes(1)))
struct FileDescriptorWriteAllTests {

    @Test func waitsForRoomWhenAskedToAndWritesEverything() throws {
        let pipe = try TestPipe(nonBlockingWriteEnd: true)
        let reader = BackgroundReader(pipe.readEnd)

        do {
            defer { try? pipe.writeEnd.close() }
            // Several times what a pipe holds: short writes, then `EAGAIN` until the reader
            // makes room.
            try pipe.writeEnd.writeAll(Self.bytes, whenFull: .waitUntilWritable)
        }

        #expect(try reader.everythingRead() == Self.bytes)
    }

    @Test func failsWithNotReadyOnAFullDescriptorWhenAskedTo() throws {
        let pipe = try TestPipe(nonBlockingWriteEnd: true)
        defer {
            try? pipe.readEnd.close()
            try? pipe.writeEnd.close()
        }

        #expect {
            try pipe.writeEnd.writeAll(Self.bytes, whenFull: .fail)
        } throws: { error in
            (error as? SystemError)?.isNotReady == true
        }
    }

    @Test func reportsAFailureWithTheSystemsReason() throws {
        let full = open("/dev/full", O_WRONLY)
        try #require(full >= 0)
        let descriptor = FileDescriptor(rawValue: full)
        defer { try? descriptor.close() }

        #expect(throws: SystemError(code: ENOSPC)) {
            try descriptor.writeAll(Array("lost".utf8), whenFull: .waitUntilWritable)
        }
        #expect(SystemError(code: ENOSPC).message == "No space left on device")
    }

    @Test func writesNothingForNoBytes() throws {
        // A closed descriptor fails any call made to it: none is made.
        try FileDescriptor(rawValue: -1).writeAll([], whenFull: .fail)
    }

    // MARK: - Helpers

    /// Four times what a pipe holds by default, in a pattern that shows bytes lost or reordered.
    private static let bytes = (0..<(4 * 65_536 + 7)).map { UInt8(truncatingIfNeeded: $0 * 31 + $0 / 256) }
}
