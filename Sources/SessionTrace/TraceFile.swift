import ScreenKit
import SystemCalls

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
        do {
            descriptor = try FileSystem.createOrEmptyFile(path)
        } catch {
            throw WriteError(path: path, reason: error.message)
        }
        try write(writer.headerLine)
    }

    isolated deinit {
        try? descriptor.close()
    }

    /// Appends the line for `entry`.
    ///
    /// - Throws: ``WriteError`` when the line cannot be written; the lines before it stay.
    public func append(_ entry: TraceEntry) throws {
        try write(try writer.line(for: entry))
    }

    // MARK: - Private

    private var writer: TraceWriter
    private let descriptor: FileDescriptor

    private func write(_ line: String) throws(WriteError) {
        do {
            try descriptor.writeAll(Array((line + "\n").utf8), whenFull: .fail)
        } catch {
            throw WriteError(path: path, reason: error.message)
        }
    }
}
