import Foundation

/// The keys typed on the terminal, read as raw bytes on a thread of their own so the main
/// actor stays free.
enum KeyboardInput {

    /// Starts reading `fileDescriptor` and returns the decoded keys.
    ///
    /// The sequence finishes at end of input, or when the terminal hangs up.
    ///
    /// - Parameter fileDescriptor: The terminal to read; standard input by default.
    static func start(fileDescriptor: Int32 = TerminalSystem.standardInput) -> AsyncStream<Key> {
        let (keys, continuation) = AsyncStream.makeStream(of: Key.self)
        let reader = Thread {
            var decoder = KeyDecoder()
            var buffer = [UInt8](repeating: 0, count: 1024)
            while case let count = TerminalSystem.readAvailable(from: fileDescriptor, into: &buffer), count > 0 {
                // A full buffer may have cut a sequence after its ESC: the rest is waiting.
                for key in decoder.decode(buffer.prefix(count), moreMayFollow: count == buffer.count) {
                    continuation.yield(key)
                }
            }
            continuation.finish()
        }
        reader.name = "keyboard"
        reader.start()
        return keys
    }
}
