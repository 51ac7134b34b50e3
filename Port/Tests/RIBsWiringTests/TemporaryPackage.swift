import Foundation

/// A package folder of a test's own, removed when the test ends.
final class TemporaryPackage {

    let root: URL

    /// An empty package folder.
    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("ribs-wiring-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    /// A copy of `folder`.
    convenience init(copying folder: URL) throws {
        try self.init()
        try FileManager.default.removeItem(at: root)
        try FileManager.default.copyItem(at: folder, to: root)
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    /// Writes `text` at `path`, relative to the package's root, making its folders.
    func write(_ text: String, to path: String) throws {
        let file = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    /// The text of the file at `path`.
    func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Replaces `text` with `replacement` in the file at `path`, where it must occur once.
    func edit(_ path: String, replacing text: String, with replacement: String) throws {
        let parts = try read(path).components(separatedBy: text)
        guard parts.count == 2 else {
            throw EditError(path: path, text: text, occurrences: parts.count - 1)
        }
        try write(parts.joined(separator: replacement), to: path)
    }

    /// Every entry under the root, by path: a file's bytes, a folder, or where a symbolic link
    /// points, so that two snapshots are equal only if nothing was written, removed or added.
    func snapshot() throws -> [String: Entry] {
        var entries: [String: Entry] = [:]
        let files = FileManager.default
        for case let path as String in files.enumerator(atPath: root.path)?.allObjects ?? [] {
            let full = root.appendingPathComponent(path).path
            let type = try files.attributesOfItem(atPath: full)[.type] as? FileAttributeType
            entries[path] = switch type {
            case .typeSymbolicLink?: .link(try files.destinationOfSymbolicLink(atPath: full))
            case .typeDirectory?: .folder
            default: .file(try Data(contentsOf: URL(fileURLWithPath: full)))
            }
        }
        return entries
    }

    /// What a snapshot holds at a path.
    enum Entry: Equatable {
        case file(Data)
        case folder
        case link(String)
    }

    /// A test's edit of a file whose text was not where the test expected it.
    struct EditError: Error, CustomStringConvertible {
        let path: String
        let text: String
        let occurrences: Int

        var description: String {
            "\(path) holds \(occurrences) occurrences of \(text.debugDescription), not one"
        }
    }
}
