import Dispatch
import SystemCalls
import Testing

/// How ``FileDescriptor/readAvailable(into:)`` reads: what is there, waiting for it on a
/// descriptor that does not block, and 0 at the end.
@Suite(.timeLimit(.minutes(1)))
struct FileDescriptorReadAvailableTests {

    @Test func waitsForInputOnADescriptorThatDoesNotBlock() throws {
        let pipe = try TestPipe(nonBlockingReadEnd: true)
        defer { try? pipe.readEnd.close() }
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(100)) {
            try? pipe.writeEnd.writeAll(Array("late".utf8), whenFull: .fail)
            try? pipe.writeEnd.close()
        }
        var buffer = [UInt8](repeating: 0, count: 16)

        let count = pipe.readEnd.readAvailable(into: &buffer)

        #expect(String(decoding: buffer[..<count], as: UTF8.self) == "late")
        #expect(pipe.readEnd.readAvailable(into: &buffer) == 0)
    }
}
