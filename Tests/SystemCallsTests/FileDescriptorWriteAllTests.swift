#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization
@testable import SystemCalls
import Testing

/// How ``FileDescriptor/writeAll(_:whenFull:)`` gets a whole buffer through, the one write
/// loop of the package: short writes go on with the rest, a full descriptor that does not
/// block is waited on or is a failure as the caller asks, and any other failure is reported.
@Suite(.timeLimit(.minutes(1)))
struct FileDescriptorWriteAllTests {

    @Test func waitsForRoomWhenAskedToAndWritesEverything() async throws {
        let pipe = try TestPipe(nonBlockingWriteEnd: true)

        // Several times what a pipe holds, on a thread of its own: a pipe's worth, then
        // `EAGAIN` and a wait in `poll`, which the reader ends only once it is seen.
        let writer = Self.writeAllOnAThreadOfItsOwn(Self.bytes, to: pipe.writeEnd, whenFull: .waitUntilWritable)
        let waited = await writer.waitUntilBlocked(in: SystemCallNumber.poll)
        let reader = BackgroundReader(pipe.readEnd)
        let failure = await writer.value

        #expect(waited, "the writer did not wait in poll() for room")
        #expect(failure == nil)
        Self.expectSameBytes(try await reader.everythingRead(), Self.bytes)
    }

    @Test func writesEveryByteOfAOneByteBuffer() async throws {
        let pipe = try TestPipe()
        let reader = BackgroundReader(pipe.readEnd)

        try pipe.writeEnd.writeAll([42], whenFull: .fail)
        try pipe.writeEnd.close()

        #expect(try await reader.everythingRead() == [42])
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

    /// A blocking write to a full pipe, interrupted by a signal whose handler does not ask for
    /// calls to be restarted (no `SA_RESTART`), fails with `EINTR`: made again, three times
    /// over, it writes everything once.
    ///
    /// The handler is installed for this test alone and put back after it: `SIGURG`, which
    /// nothing in this package sends or handles and whose default is to be ignored, sent with
    /// `pthread_kill` to the writing thread only, and only while `/proc` shows it blocked in
    /// `write`.
    @Test func aWriteASignalInterruptsIsMadeAgainAndWritesEverythingOnce() async throws {
        let pipe = try TestPipe()
        let filling = Self.fill(pipe.writeEnd)
        let interruption = Signal(number: SIGURG)
        let handledBefore = InterruptionCount.handled.load(ordering: .relaxed)
        var previous = sigaction()
        interruption.installHandler(countInterruption, flags: 0, savingPreviousIn: &previous)
        defer { sigaction(interruption.number, &previous, nil) }

        let writer = Self.writeAllOnAThreadOfItsOwn(Self.bytes, to: pipe.writeEnd, whenFull: .fail, lettingThrough: interruption)
        var interruptions = 0
        for _ in 1...3 {
            guard await writer.waitUntilBlocked(in: SystemCallNumber.write), let thread = writer.thread else {
                break
            }
            pthread_kill(thread, interruption.number)
            let deadline = ContinuousClock.now + .seconds(30)
            while InterruptionCount.handled.load(ordering: .relaxed) - handledBefore == interruptions, ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(1))
            }
            interruptions = InterruptionCount.handled.load(ordering: .relaxed) - handledBefore
        }
        // Only now is there room.
        let reader = BackgroundReader(pipe.readEnd)
        let failure = await writer.value

        #expect(interruptions == 3, "the writer was not blocked in write() for each signal")
        #expect(failure == nil)
        let read = try await reader.everythingRead()
        Self.expectSameBytes(read, filling + Self.bytes)
    }

    @Test func writesNothingForNoBytes() throws {
        // A closed descriptor fails any call made to it: none is made.
        try FileDescriptor(rawValue: -1).writeAll([], whenFull: .fail)
    }

    // MARK: - Helpers

    /// Expects `read` to be `expected`, byte for byte. A difference is told by the counts and
    /// its first index: `#expect(read == expected)` would have Swift Testing diff two arrays of
    /// hundreds of kilobytes, which takes it minutes.
    private static func expectSameBytes(_ read: [UInt8], _ expected: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
        let isSame = read == expected
        let firstDifference = zip(read, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        #expect(isSame, "\(read.count) bytes read, \(expected.count) expected, the first difference at byte \(firstDifference ?? min(read.count, expected.count))",
                sourceLocation: sourceLocation)
    }

    /// Calls `writeAll` on a thread of its own, which closes `descriptor` afterwards.
    ///
    /// - Parameter signal: A signal the thread lets through, which it would otherwise hold
    ///   back as the thread that started it does (the cooperative pool's threads hold back
    ///   most).
    /// - Returns: The thread, whose value is the failure, or `nil`.
    private static func writeAllOnAThreadOfItsOwn(_ bytes: [UInt8], to descriptor: FileDescriptor, whenFull: FileDescriptor.FullHandling,
                                                  lettingThrough signal: Signal? = nil) -> ThreadOfItsOwn<SystemError?> {
        ThreadOfItsOwn {
            defer { try? descriptor.close() }
            if let signal {
                var letThrough = SignalSet([signal]).storage
                pthread_sigmask(SIG_UNBLOCK, &letThrough, nil)
            }
            do throws(SystemError) {
                try descriptor.writeAll(bytes, whenFull: whenFull)
                return nil
            } catch {
                return error
            }
        }
    }

    /// Fills the pipe whose write end is `descriptor`, a page at a time, so that the next
    /// blocking write waits with nothing written.
    ///
    /// - Returns: What was written.
    private static func fill(_ descriptor: FileDescriptor) -> [UInt8] {
        let flags = fcntl(descriptor.rawValue, F_GETFL)
        _ = fcntl(descriptor.rawValue, F_SETFL, flags | O_NONBLOCK)
        defer { _ = fcntl(descriptor.rawValue, F_SETFL, flags) }
        var written: [UInt8] = []
        var page = 0
        while true {
            let bytes = [UInt8](repeating: UInt8(truncatingIfNeeded: 0xF0 + page), count: 4096)
            let count = bytes.withUnsafeBytes { write(descriptor.rawValue, $0.baseAddress, $0.count) }
            guard count > 0 else {
                return written
            }
            written += bytes[..<count]
            page += 1
        }
    }

    /// Four times what a pipe holds by default, in a pattern that shows bytes lost or reordered.
    private static let bytes = (0..<(4 * 65_536 + 7)).map { UInt8(truncatingIfNeeded: $0 * 31 + $0 / 256) }
}

/// How many times ``countInterruption`` ran, in this process.
private enum InterruptionCount {
    static let handled = Atomic(0)
}

/// The handler that interrupts the write: counts, and nothing else, async-signal-safely.
private let countInterruption: SignalHandler = { _, _, _ in
    InterruptionCount.handled.add(1, ordering: .relaxed)
}
