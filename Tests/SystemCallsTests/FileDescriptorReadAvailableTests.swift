import SystemCalls
import Testing

/// How ``FileDescriptor/readAvailable(into:)`` reads: what is there, waiting for it on a
/// descriptor that does not block, and 0 at the end.
@Suite(.timeLimit(.minutes(1)))
struct FileDescriptorReadAvailableTests {

    @Test func waitsForInputOnADescriptorThatDoesNotBlock() async throws {
        let pipe = try TestPipe(nonBlockingReadEnd: true)
        defer { try? pipe.readEnd.close() }
        // On a thread of its own: it blocks in `poll` until the input comes.
        let reader = ThreadOfItsOwn {
            var buffer = [UInt8](repeating: 0, count: 16)
            let count = pipe.readEnd.readAvailable(into: &buffer)
            return (String(decoding: buffer[..<count], as: UTF8.self), pipe.readEnd.readAvailable(into: &buffer))
        }

        // Written only once the reader waits: the read before found nothing there.
        #expect(await reader.waitUntilBlocked(in: SystemCallNumber.poll), "the reader did not wait in poll()")
        try pipe.writeEnd.writeAll(Array("late".utf8), whenFull: .fail)
        try pipe.writeEnd.close()
        let (text, countAtTheEnd) = await reader.value

        #expect(text == "late")
        #expect(countAtTheEnd == 0)
    }
}
