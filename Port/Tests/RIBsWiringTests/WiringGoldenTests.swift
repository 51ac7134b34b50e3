import Foundation
import Testing
@testable import RIBsWiring

/// One parent and child: the parent's package in `Golden/Parents/<parentFolder>`, and the files
/// wiring leaves in `Golden/<folder>/expected` with the plan's other answers in `plan.json`.
struct WiringGoldenCase: Sendable, CustomTestStringConvertible {

    let folder: String
    let parentFolder: String
    let parent: String
    let child: String
    let viewless: Bool

    var testDescription: String {
        "\(child)\(viewless ? " (viewless)" : "") under \(parent): \(folder)"
    }

    static let all = [
        WiringGoldenCase(folder: "RootOfStarterApp", parentFolder: "StarterRoot", parent: "Root", child: "Help", viewless: false),
        WiringGoldenCase(folder: "WelcomeOfStarterApp", parentFolder: "StarterWelcome", parent: "Welcome", child: "Profile", viewless: false),
        WiringGoldenCase(folder: "ViewParentViewChild", parentFolder: "ViewParent", parent: "Profile", child: "Theme", viewless: false),
        WiringGoldenCase(folder: "ViewParentViewlessChild", parentFolder: "ViewParent", parent: "Profile", child: "Settings", viewless: true),
        WiringGoldenCase(folder: "ViewlessParentViewChild", parentFolder: "ViewlessParent", parent: "Settings", child: "Theme", viewless: false),
        WiringGoldenCase(folder: "ViewlessParentViewlessChild", parentFolder: "ViewlessParent", parent: "Settings", child: "Sync", viewless: true),
        WiringGoldenCase(folder: "EditedParent", parentFolder: "EditedRoot", parent: "Root", child: "About", viewless: false),
        WiringGoldenCase(folder: "LaunchedRootOfRibsNew", parentFolder: "LaunchedRoot", parent: "Root", child: "LoggedIn", viewless: true),
    ]
}

/// The edits of each golden case, compared with the files a person reviewed. After an intended
/// change, rewrite them with `RIBS_WIRING_RECORD_GOLDEN=1 swift test --package-path Port
/// --filter WiringGoldenTests` and review the diff.
struct WiringGoldenTests {

    @Test(arguments: WiringGoldenCase.all)
    func editsAreTheGoldenOnes(_ golden: WiringGoldenCase) throws {
        let folder = Self.golden.appendingPathComponent(golden.folder)
        let plan = try RIBWiring(parent: golden.parent, child: golden.child, childIsViewless: golden.viewless, packageRoot: Self.package(of: golden)).plan()
        let expected = folder.appendingPathComponent("expected")
        if ProcessInfo.processInfo.environment["RIBS_WIRING_RECORD_GOLDEN"] == "1" {
            try? FileManager.default.removeItem(at: expected)
            for edit in plan.edits {
                let file = expected.appendingPathComponent(edit.path)
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(edit.contents.utf8).write(to: file)
            }
            try Data(Self.summary(of: plan).utf8).write(to: expected.appendingPathComponent("plan.json"))
        }
        let expectedPaths = Self.files(under: expected).filter { $0 != "plan.json" }
        #expect(plan.edits.map(\.path).sorted() == expectedPaths)
        for edit in plan.edits {
            let golden = try String(contentsOf: expected.appendingPathComponent(edit.path), encoding: .utf8)
            #expect(edit.contents == golden, "\(edit.path) differs from its golden file")
        }
        #expect(try Self.summary(of: plan) == String(contentsOf: expected.appendingPathComponent("plan.json"), encoding: .utf8))
    }

    @Test(arguments: WiringGoldenCase.all)
    func editedFilesParseAndASecondRunRefuses(_ golden: WiringGoldenCase) throws {
        let package = try TemporaryPackage(copying: Self.package(of: golden))
        let wiring = RIBWiring(parent: golden.parent, child: golden.child, childIsViewless: golden.viewless, packageRoot: package.root)
        for edit in try wiring.plan().edits {
            #expect(try EditableSwiftFile(path: edit.path, text: edit.contents).text == edit.contents)
            try package.write(edit.contents, to: edit.path)
        }
        #expect {
            try wiring.plan()
        } throws: { error in
            guard case .alreadyWired = error as? WiringError else {
                return false
            }
            return true
        }
    }

    // MARK: - Private

    private static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    private static func package(of golden: WiringGoldenCase) -> URL {
        Self.golden.appendingPathComponent("Parents").appendingPathComponent(golden.parentFolder)
    }

    /// The plan's answers but the edits, as `ribs` reads them.
    private static func summary(of plan: WiringPlan) throws -> String {
        let summary = WiringPlan(
            module: plan.module,
            parentShape: plan.parentShape,
            parentSourceFolder: plan.parentSourceFolder,
            childSourceFolder: plan.childSourceFolder,
            childTestFolder: plan.childTestFolder,
            edits: []
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return String(decoding: try encoder.encode(summary), as: UTF8.self) + "\n"
    }

    private static func files(under folder: URL) -> [String] {
        let base = folder.standardizedFileURL.path + "/"
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        var paths: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                paths.append(String(url.standardizedFileURL.path.dropFirst(base.count)))
            }
        }
        return paths.sorted()
    }
}
