import Foundation

/// Writes to standard output at once, without buffering, so piped output arrives in order.
public enum StandardOutput {

    /// Writes `text` as UTF-8.
    public static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
