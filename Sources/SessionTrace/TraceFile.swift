#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#endif
import ScreenKit

/// A trace being written to a file, a line at a time: each line is written as soon as it is
/// recorded, so that a session that ends in any way leaves a trace of all it did.
@MainActor
public final class TraceFile {

    /// Why a trace file cannot be written.
    public struct WriteError: Error, CustomStringConvertible {

        /// The file's path.
        public let path: String

        /// The system's reason.
        public let reason: String

        public var description: String {
            "Cannot write the trace to '\(path.displayable)': \(reason)."
        }
    }

    /// The file's path.
    public let path: String

    /// Creates or empties the file at `path` and writes the header.
    ///
    /// - Throws: ``WriteError`` when the file cannot be created or written.
    public init(path: String, header: TraceHeader) throws {
        self.path = path
        writer = try TraceWriter(header: header)
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw WriteError(path: path, reason: String(cString: strerror(errno)))
        }
        try write(writer.headerLine)
    }

    isolated deinit {
        close(descriptor)
    }

    /// Appends the line for `entry`.
    ///
    /// - Throws: ``WriteError`` when the line cannot be written; the lines before it stay.
    public func append(_ entry: TraceEntry) throws {
        try write(try writer.line(for: entry))
    }

    // MARK: - Private

    private var writer: TraceWriter
    private let descriptor: Int32

    private func write(_ line: String) throws {
        var bytes = Array((line + "\n").utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR {
                continue
            }
            guard written > 0 else {
                throw WriteError(path: path, reason: String(cString: strerror(errno)))
            }
            bytes = bytes.dropFirst(written)
        }
    }
}
