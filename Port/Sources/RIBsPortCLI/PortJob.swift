import ArgumentParser
import Foundation
import RIBsPorting

/// One run of `ribs-port`: the Swift files under a folder, ported and written, all of them or
/// none, into a new folder.
struct PortJob {

    /// Checks the folders.
    ///
    /// - Throws: A `ValidationError` saying what is wrong: no source folder, an output that
    ///   exists and is not empty, or one inside the source.
    init(source: String, output: String) throws {
        sourceURL = URL(fileURLWithPath: source).standardizedFileURL.resolvingSymlinksInPath()
        outputURL = URL(fileURLWithPath: output).standardizedFileURL
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: sourceURL.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw ValidationError("'\(source)' is not a folder: give the folder of RIBs iOS code to port.")
        }
        let resolvedOutput = outputURL.deletingLastPathComponent().resolvingSymlinksInPath().appendingPathComponent(outputURL.lastPathComponent)
        if resolvedOutput.path == sourceURL.path || resolvedOutput.path.hasPrefix(sourceURL.path + "/") {
            throw ValidationError("The output '\(output)' is inside the source '\(source)'; choose a folder outside it.")
        }
        if FileManager.default.fileExists(atPath: outputURL.path),
           !((try? FileManager.default.contentsOfDirectory(atPath: outputURL.path))?.isEmpty ?? false) {
            throw ValidationError("'\(output)' exists and is not an empty folder; choose a new folder for the ported copy.")
        }
    }

    /// Ports every Swift file and writes the copies.
    ///
    /// - Returns: What was done and what is left.
    /// - Throws: A `ValidationError` naming the files that do not parse (nothing is written),
    ///   or the error that stopped the writing (what was written is removed).
    func run() throws -> PortSummary {
        let sources = try swiftFiles().map { path in
            (path: path, text: try String(contentsOf: sourceURL.appendingPathComponent(path), encoding: .utf8))
        }
        let parsed = sources.map { (path: $0.path, file: ParsedSwiftFile($0.text)) }
        let unparsable = parsed.filter { !$0.file.parses }.map(\.path)
        guard unparsable.isEmpty else {
            throw ValidationError("These files do not parse as Swift; nothing was written:\n" + unparsable.map { "  \($0)" }.joined(separator: "\n"))
        }
        let module = ModuleIndex(files: parsed.map(\.file))
        let ported = parsed.map { (path: $0.path, file: SwiftFilePorter.port($0.file, in: module)) }
        try write(ported)
        return PortSummary(files: ported)
    }

    // MARK: - Private

    private let sourceURL: URL
    private let outputURL: URL

    /// The Swift files under the source folder, by path inside it, sorted.
    private func swiftFiles() throws -> [String] {
        let paths = FileManager.default.enumerator(atPath: sourceURL.path)?.allObjects.compactMap { $0 as? String } ?? []
        return paths.filter { $0.hasSuffix(".swift") }.sorted()
    }

    /// Writes the files into a hidden folder beside the output, then gives it the output's name.
    private func write(_ ported: [(path: String, file: PortedFile)]) throws {
        let parent = outputURL.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        let staging = parent.appendingPathComponent(".ribs-port-\(UUID().uuidString)")
        do {
            for (path, file) in ported {
                let url = staging.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try file.text.write(to: url, atomically: false, encoding: .utf8)
            }
            if FileManager.default.fileExists(atPath: outputURL.path) {
                try FileManager.default.removeItem(at: outputURL)
            }
            try FileManager.default.moveItem(at: staging, to: outputURL)
        } catch {
            try? FileManager.default.removeItem(at: staging)
            throw error
        }
    }
}

/// What `ribs-port` prints when it is done.
struct PortSummary {

    let files: [(path: String, file: PortedFile)]

    var text: String {
        var text = "Ported \(files.count) Swift file\(files.count == 1 ? "" : "s").\n"
        let rewrites = files.flatMap(\.file.rewrites)
        text += "Rewrites: \(rewrites.count)\n"
        for kind in RewriteKind.allCases {
            let count = rewrites.filter { $0.kind == kind }.count
            if count > 0 {
                text += "  \(kind.rawValue): \(count)\n"
            }
        }
        let steps = files.flatMap { item in item.file.manualSteps.map { (item.path, $0) } }
        if steps.isEmpty {
            text += "Nothing is left to do by hand.\n"
        } else {
            text += "Left to do by hand (marked `ribs port:` in the code, or found in it): \(steps.count)\n"
            for (path, step) in steps {
                text += "  \(path):\(step.line): \(step.message)\n"
            }
        }
        return text
    }
}
