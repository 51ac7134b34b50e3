import Foundation

/// Every file of a package but what building it adds, with its text.
struct PackageSnapshot: Equatable {

    let files: [String: String]

    init(_ package: GeneratedPackage) throws {
        let root = package.folder.url.standardizedFileURL.path + "/"
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(at: package.folder.url, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            let path = String(url.standardizedFileURL.path.dropFirst(root.count))
            if path.hasPrefix(".build") || path.hasPrefix(".swiftpm") || path == "Package.resolved" {
                enumerator?.skipDescendants()
                continue
            }
            if let text = try? String(contentsOf: url, encoding: .utf8) {
                files[path] = text
            }
        }
        self.files = files
    }

    /// The files under the folders (or the files) `prefixes`, sorted.
    func paths(under prefixes: [String]) -> [String] {
        files.keys.filter { path in prefixes.contains { path == $0 || path.hasPrefix($0 + "/") } }.sorted()
    }
}
