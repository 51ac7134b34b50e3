import Foundation
import SystemCalls

/// The keys typed on the terminal, read as raw bytes on a thread of their own so the main
/// actor stays free.
enum KeyboardInput {

    /// How keys read ahead of the main actor are kept: the first 512, far more than a name
    /// takes, and the newest 64 after them, enough for what was typed after a flood; see
    /// ``BoundedKeys``.
    static let readAhead = BoundedKeys(headCapacity: 512, tailCapacity: 64)

    /// Starts reading `fileDescriptor` and returns the decoded keys, those read since the main
    /// actor last took some together, so that a paste can be handled as a whole.
    ///
    /// The sequence finishes at end of input, or when the terminal hangs up. Reads that
    /// complete no key, such as one with only part of a sequence, give no element. A
    /// descriptor left non-blocking is waited on, not taken for ended.
    ///
    /// - Parameter fileDescriptor: The terminal to read; standard input by default.
    static func start(fileDescriptor: FileDescriptor = .standardInput) -> AsyncStream<[Key]> {
        let pending = PendingKeys(keeping: readAhead)
        let reader = Thread {
            var decoder = KeyDecoder()
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while case let count = fileDescriptor.readAvailable(into: &buffer), count > 0 {
                // A full buffer may have cut a sequence after its ESC: the rest is waiting.
                let keys = decoder.decode(buffer[..<count], moreMayFollow: count == buffer.count, keeping: readAhead)
                if !keys.isEmpty {
                    pending.append(keys)
                }
            }
            pending.finish()
        }
        reader.name = "keyboard"
        reader.start()
        return AsyncStream(unfolding: pending.next)
    }
}
