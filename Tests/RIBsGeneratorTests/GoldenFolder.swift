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

    /// The names of the golden files, sorted.
    func fileNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: try bundledURL().path).sorted()
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
            try file.contents.write(to: folder.appendingPathComponent(file.name), atomically: true, encoding: .utf8)
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
