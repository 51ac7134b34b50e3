import Foundation

/// The keys typed on the terminal, read as raw bytes on a thread of their own so the main
/// actor stays free.
enum KeyboardInput {

    /// Starts reading `fileDescriptor` and returns the decoded keys, the keys of one read
    /// together, so that a paste can be handled as a whole.
    ///
    /// The sequence finishes at end of input, or when the terminal hangs up. Reads that
    /// complete no key, such as one with only part of a sequence, give no element.
    ///
    /// - Parameter fileDescriptor: The terminal to read; standard input by default.
    static func start(fileDescriptor: Int32 = TerminalSystem.standardInput) -> AsyncStream<[Key]> {
        let (reads, continuation) = AsyncStream.makeStream(of: [Key].self)
        let reader = Thread {
            var decoder = KeyDecoder()
            var buffer = [UInt8](repeating: 0, count: 16 * 1024)
            while case let count = TerminalSystem.readAvailable(from: fileDescriptor, into: &buffer), count > 0 {
                // A full buffer may have cut a sequence after its ESC: the rest is waiting.
                let keys = decoder.decode(buffer.prefix(count), moreMayFollow: count == buffer.count)
                if !keys.isEmpty {
                    continuation.yield(keys)
                }
            }
            continuation.finish()
        }
        reader.name = "keyboard"
        reader.start()
        return reads
    }
}
