import Foundation

/// The lines of standard input, read on a thread of their own so the main actor stays free.
///
/// The sequence finishes at end of input. Lines end at LF, CR LF or a lone CR and come without
/// their terminators; a final line without a terminator is still delivered.
public enum StandardInputLines {

    /// Starts reading standard input and returns its lines.
    public static func start() -> AsyncStream<String> {
        let (lines, continuation) = AsyncStream.makeStream(of: String.self)
        let reader = Thread {
            while let line = readLine(strippingNewline: true) {
                // readLine ends lines at LF and CR LF; a lone CR (old Mac files, some
                // terminals' Enter) ends one too.
                for part in line.split(separator: "\r", omittingEmptySubsequences: false) {
                    continuation.yield(String(part))
                }
            }
            continuation.finish()
        }
        reader.name = "standard input"
        reader.start()
        return lines
    }
}
