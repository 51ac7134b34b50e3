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
}
