import Foundation
import Testing

/// A folder of golden files: the exact text a generator command must write.
///
/// The tests read the copy SwiftPM bundles with them. With `RIBS_GENERATOR_RECORD_GOLDEN=1`
/// they write what the templates render into the source tree instead, for review with
/// `git diff`.
struct GoldenFolder {

    /// Whether this run records golden files rather than checking them.
    static let isRecording = ProcessInfo.processInfo.environment["RIBS_GENERATOR_RECORD_GOLDEN"] == "1"

    let name: String

    /// The paths of the golden files inside the folder, subfolders' files included, sorted.
    func fileNames() throws -> [String] {
        let folder = try bundledURL()
        let paths = try #require(FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String])
        return paths.filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder) && !isFolder.boolValue
        }.sorted()
    }

    /// The text of the golden file `fileName`.
    func contents(of fileName: String) throws -> String {
        try String(contentsOf: try bundledURL().appendingPathComponent(fileName), encoding: .utf8)
    }

    /// Replaces the golden files in the source tree with `files`.
    func record(_ files: [(name: String, contents: String)]) throws {
        let folder = Self.sourceURL.appendingPathComponent(name)
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for file in files {
            let url = folder.appendingPathComponent(file.name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.contents.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    // MARK: - Private

    private static let sourceURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .appendingPathComponent("Golden")

    private func bundledURL() throws -> URL {
        let golden = try #require(Bundle.module.url(forResource: "Golden", withExtension: nil))
        return golden.appendingPathComponent(name)
    }
}
