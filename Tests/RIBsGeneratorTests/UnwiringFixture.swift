import Foundation
import RIBsGeneratorTestSupport
import Testing

/// A package whose Root has a child, Help, for `ribs remove Help` to take out, with a stand-in
/// for `ribs-wire` (`$RIBS_WIRE`): it answers a plan made for these files while Help's router is
/// there, and refuses, as `ribs-wire` does, once it is gone. What `ribs` does with the plan
/// (the dry run, the write, signals, racing runs) is then tested without building swift-syntax;
/// `ribs-wire`'s own work is tested in `Port/`.
struct UnwiringFixture {

    /// The package's folder, holding the files below.
    let package: TemporaryFolder

    /// The root's router, which the plan edits.
    static let router = "Sources/App/Root/RootRouter.swift"

    /// The files the plan deletes.
    static let childFiles = ["Sources/App/Help/HelpBuilder.swift", "Sources/App/Help/HelpRouter.swift", "Sources/App/Root/RootComponent+Help.swift"]

    /// The router before and after.
    static let wiredRouter = "final class RootRouter {\n    let helpBuilder = HelpBuilder()\n}\n"
    static let unwiredRouter = "final class RootRouter {}\n"

    init() throws {
        package = try TemporaryFolder(prefix: "ribs-remove-package")
        tool = try TemporaryFolder(prefix: "ribs-remove-tool")
        try write(Self.wiredRouter, to: Self.router)
        for path in Self.childFiles {
            try write("// \(path)\n", to: path)
        }
        let plan: [String: Any] = [
            "parent": "Root", "module": "App", "notes": [String](),
            "edits": [["path": Self.router, "contents": Self.unwiredRouter]],
            "deletions": Self.childFiles, "emptiedFolders": ["Sources/App/Help"],
        ]
        let planURL = tool.url.appendingPathComponent("plan.json")
        try JSONSerialization.data(withJSONObject: plan).write(to: planURL)
        try """
            #!/bin/sh
            if [ ! -e Sources/App/Help/HelpRouter.swift ]; then
                echo "Error: No HelpRouter.swift under Sources/." >&2
                exit 1
            fi
            exec cat '\(planURL.path)'

            """.write(to: wire, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: wire.path)
    }

    /// The stand-in for `ribs-wire`.
    var wire: URL {
        tool.url.appendingPathComponent("ribs-wire")
    }

    /// Runs the built `ribs` with `arguments` in the package, with the stand-in as `ribs-wire`.
    func ribs(_ arguments: String...) async throws -> CommandRun {
        try await CommandRun.run(BuiltProducts.ribs, arguments, in: package.url, environment: ["RIBS_WIRE": wire.path])
    }

    /// Starts `ribs` as ``ribs(_:)`` does, without waiting for it.
    func startRibs(_ arguments: [String]) throws -> RunningCommand {
        try RunningCommand(BuiltProducts.ribs, arguments, in: package.url, environment: ["RIBS_WIRE": wire.path])
    }

    /// Every entry of the package, hidden ones included: a file's text, or `nil` for a folder.
    func snapshot() throws -> [String: String?] {
        var entries: [String: String?] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: package.path)?.allObjects ?? [] {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: package.path + "/" + path, isDirectory: &isFolder)
            entries[path] = isFolder.boolValue ? String?.none : try String(contentsOfFile: package.path + "/" + path, encoding: .utf8)
        }
        return entries
    }

    /// The package as `ribs remove Help` leaves it.
    static let removed: [String: String?] = [
        "Sources": String?.none, "Sources/App": String?.none, "Sources/App/Root": String?.none, router: unwiredRouter,
    ]

    // MARK: - Private

    private let tool: TemporaryFolder

    private func write(_ text: String, to path: String) throws {
        let url = package.url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: false, encoding: .utf8)
    }
}
