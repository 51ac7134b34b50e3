import Foundation

/// Finds a RIB's files in a package by the names the generator gives them.
struct PackageFiles {

    /// The package's root folder.
    let root: URL

    /// The path, relative to the package's root, of the one file `name` under `folder`.
    ///
    /// - Throws: ``WiringError/fileNotFound(name:folder:)`` when there is none,
    ///   ``WiringError/ambiguousFile(name:paths:)`` when there are several.
    func require(_ name: String, under folder: String) throws(WiringError) -> String {
        guard let path = try find(name, under: folder) else {
            throw .fileNotFound(name: name, folder: folder)
        }
        return path
    }

    /// The path of the one file `name` under `folder`, or `nil` if there is none.
    ///
    /// - Throws: ``WiringError/ambiguousFile(name:paths:)`` when there are several.
    func find(_ name: String, under folder: String) throws(WiringError) -> String? {
        let matches = swiftFiles(under: folder).filter { ($0 as NSString).lastPathComponent == name }
        if matches.count > 1 {
            throw .ambiguousFile(name: name, paths: matches)
        }
        return matches.first
    }

    /// Whether `path`, relative to the root, is a folder.
    func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Reads the file at `path`, relative to the root, for editing.
    func read(_ path: String) throws(WiringError) -> EditableSwiftFile {
        guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path) else {
            throw .fileNotFound(name: (path as NSString).lastPathComponent, folder: (path as NSString).deletingLastPathComponent)
        }
        return try EditableSwiftFile(path: path, text: String(decoding: data, as: UTF8.self))
    }

    /// The names in the folder `path`, relative to the root, sorted; none if it cannot be read.
    func entries(of path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(path).path)) ?? []).sorted()
    }

    /// The text of the file at `path`, relative to the root, or `nil` if it cannot be read.
    func text(of path: String) -> String? {
        FileManager.default.contents(atPath: root.appendingPathComponent(path).path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Every `.swift` file under `folder`, relative to the root, sorted; hidden folders and
    /// SwiftPM's build folders are skipped.
    func swiftFiles(under folder: String) -> [String] {
        let base = root.appendingPathComponent(folder)
        guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]) else {
            return []
        }
        var paths: [String] = []
        let rootPath = root.standardizedFileURL.path
        // A folder named `X.swift` is no file of that name (a link to a file is one: links are
        // not followed here, so only a folder itself says it is a folder).
        for case let url as URL in enumerator
        where url.pathExtension == "swift" && (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory != true {
            let path = url.standardizedFileURL.path
            if path.hasPrefix(rootPath + "/") {
                paths.append(String(path.dropFirst(rootPath.count + 1)))
            }
        }
        return paths.sorted()
    }
}
