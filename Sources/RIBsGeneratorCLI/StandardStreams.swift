import RIBsGenerator

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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
        signal(SIGPIPE, SIG_IGN)
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 {
            if descriptor == STDOUT_FILENO {
                outputWasOpen = false
            }
            let nullDevice = open("/dev/null", O_RDWR)
            if nullDevice >= 0, nullDevice != descriptor {
                dup2(nullDevice, descriptor)
                close(nullDevice)
            }
        }
    }

    /// Writes `text` to standard output.
    ///
    /// - Throws: ``OutputError`` when standard output was closed or a write fails.
    static func writeOutput(_ text: String) throws(OutputError) {
        guard outputWasOpen else {
            throw OutputError(reason: "it is closed")
        }
        if let failure = DescriptorOutput.write(text, to: STDOUT_FILENO) {
            throw OutputError(reason: failure)
        }
    }

    /// Writes `text` to standard error; a failure there has nowhere to be reported.
    static func writeError(_ text: String) {
        _ = DescriptorOutput.write(text, to: STDERR_FILENO)
    }

    /// Ends the process with `status`.
    static func exit(status: Int32) -> Never {
        #if canImport(Glibc)
        Glibc.exit(status)
        #elseif canImport(Musl)
        Musl.exit(status)
        #else
        Darwin.exit(status)
        #endif
    }
}
