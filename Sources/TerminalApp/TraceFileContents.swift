import Foundation
import SessionTrace
import SystemCalls

/// A trace file's bytes, read no further than the format allows.
enum TraceFileContents {

    /// The bytes of the file at `path`, and one byte more than the format allows when it is
    /// larger, so that the trace reader can tell it is too large.
    ///
    /// What is not a regular file (a named pipe, a device, a folder, a link to one) is refused
    /// unopened, at once: opening a named pipe would wait for a writer.
    ///
    /// - Throws: ``Unreadable`` when there is no file there, it is not a regular file, or it
    ///   cannot be opened or read.
    static func read(at path: String) throws -> Data {
        do {
            return Data(try FileSystem.contentsOfRegularFile(at: path, byteLimit: TraceFormat.maxBytes))
        } catch {
            switch error {
            case .missing:
                throw Unreadable(reason: "there is no such file")
            case let .notARegularFile(kind):
                throw Unreadable(reason: "it is \(kind), not a regular file, so it was not opened")
            case let .cannotRead(systemError):
                throw Unreadable(reason: systemError.message)
            }
        }
    }

    /// Why a trace file could not be read.
    struct Unreadable: Error, CustomStringConvertible {
        let reason: String

        var description: String {
            "it cannot be read: \(reason)."
        }
    }
}
