import Foundation
import SessionTrace

/// A trace file's bytes, read no further than the format allows.
enum TraceFileContents {

    /// The bytes of the file at `path`, and one byte more than the format allows when it is
    /// larger, so that the trace reader can tell it is too large.
    ///
    /// - Throws: ``Unreadable`` when there is no file there, it is a folder, or it cannot be opened.
    static func read(at path: String) throws -> Data {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw Unreadable(reason: "there is no such file")
        }
        guard !isFolder.boolValue, let handle = FileHandle(forReadingAtPath: path) else {
            throw Unreadable(reason: isFolder.boolValue ? "it is a folder" : "permission denied")
        }
        defer { try? handle.close() }
        return try handle.read(upToCount: TraceFormat.maxBytes + 1) ?? Data()
    }

    /// Why a trace file could not be read.
    struct Unreadable: Error, CustomStringConvertible {
        let reason: String

        var description: String {
            "it cannot be read: \(reason)."
        }
    }
}
