import SystemCalls

/// Why `ribs` could not print what it had to print.
struct OutputError: Error, CustomStringConvertible {

    /// The C library's reason: "No space left on device", "Broken pipe".
    let reason: String

    /// Whether files were written before the report of them failed.
    var filesWereWritten = false

    var description: String {
        "Cannot write to standard output: \(reason)."
            + (filesWereWritten ? " The files were written." : "")
    }
}

/// Standard output and error, written directly so that every failure is seen: output to a full
/// disk, a closed pipe or a closed descriptor is an error, not a silent loss.
enum StandardStreams {

    /// Whether standard output was open when `ribs` started.
    nonisolated(unsafe) private(set) static var outputWasOpen = true

    /// Makes failures visible before anything is written: a closed pipe makes `write` fail
    /// instead of ending the process, and closed standard descriptors are noted and then
    /// opened on `/dev/null`, so that no file `ribs` opens takes their number.
    static func prepare() {
        Signal.brokenPipe.ignore()
        for descriptor in [FileDescriptor.standardInput, .standardOutput, .standardError] where !descriptor.isOpen {
            if descriptor == .standardOutput {
                outputWasOpen = false
            }
            descriptor.reopenOnNullDevice()
        }
    }

    /// Writes `text` to standard output.
    ///
    /// - Throws: ``OutputError`` when standard output was closed or a write fails.
    static func writeOutput(_ text: String) throws(OutputError) {
        guard outputWasOpen else {
            throw OutputError(reason: "it is closed")
        }
        do {
            try FileDescriptor.standardOutput.writeAll(Array(text.utf8), whenFull: .fail)
        } catch {
            throw OutputError(reason: error.message)
        }
    }

    /// Writes `text` to standard error; a failure there has nowhere to be reported.
    static func writeError(_ text: String) {
        try? FileDescriptor.standardError.writeAll(Array(text.utf8), whenFull: .fail)
    }
}
