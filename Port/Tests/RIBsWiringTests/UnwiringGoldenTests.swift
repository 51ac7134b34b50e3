import Foundation
import Testing
@testable import RIBsWiring

/// Removing a child: wiring then unwiring gives the parent back byte for byte, for every golden
/// parent and child of wiring (a child with a view and without, under a parent with a view,
/// without, launched, with another child wired already, edited by hand); and the starter app's
/// Welcome, which `ribs init` wired into Root, removed to leave the Root reviewed in
/// `Golden/Unwired/WelcomeOfStarterApp/expected`.
struct UnwiringGoldenTests {

    @Test(arguments: WiringGoldenCase.all)
    func wiringThenRemovingAChildLeavesThePackageAsItWas(_ golden: WiringGoldenCase) throws {
        let package = try TemporaryPackage(goldenParent: golden.parentFolder)
        let before = try package.snapshot()
        let wiring = try RIBWiring(parent: golden.parent, child: golden.child, childIsViewless: golden.viewless, packageRoot: package.root).plan()
        try ChildFixture(name: golden.child, parent: golden.parent, viewless: golden.viewless).wire(wiring, into: package)

        let plan = try RIBUnwiring(child: golden.child, parent: golden.parent, packageRoot: package.root).plan()
        try package.apply(plan)

        let after = try package.snapshot()
        for path in Set(before.keys).union(after.keys).sorted() where before[path] != after[path] {
            Issue.record("\(path) differs:\n\(Self.text(after[path]))\nwas:\n\(Self.text(before[path]))")
        }
        #expect(plan.parent == golden.parent)
        #expect(plan.notes.isEmpty)
    }

    /// Without `--parent`, the parent is the one RIB whose Interactable refines the child's
    /// Listener.
    @Test(arguments: WiringGoldenCase.all)
    func theParentIsFoundWhenNotNamed(_ golden: WiringGoldenCase) throws {
        let package = try TemporaryPackage(goldenParent: golden.parentFolder)
        let wiring = try RIBWiring(parent: golden.parent, child: golden.child, childIsViewless: golden.viewless, packageRoot: package.root).plan()
        try ChildFixture(name: golden.child, parent: golden.parent, viewless: golden.viewless).wire(wiring, into: package)

        let named = try RIBUnwiring(child: golden.child, parent: golden.parent, packageRoot: package.root).plan()
        #expect(try RIBUnwiring(child: golden.child, parent: nil, packageRoot: package.root).plan() == named)
    }

    /// After an intended change, rewrite the expected files with `RIBS_WIRING_RECORD_GOLDEN=1
    /// swift test --package-path Port --filter UnwiringGoldenTests` and review them: they must
    /// read well and compile (`RIBsGeneratorBuildTests` builds and tests them in an app).
    @Test func removingTheStarterWelcomeLeavesTheGoldenRoot() throws {
        let package = try TemporaryPackage(goldenParent: "StarterApp")
        let plan = try RIBUnwiring(child: "Welcome", parent: nil, packageRoot: package.root).plan()
        try package.apply(plan)

        let expected = TemporaryPackage.golden.appendingPathComponent("Unwired/WelcomeOfStarterApp/expected")
        if ProcessInfo.processInfo.environment["RIBS_WIRING_RECORD_GOLDEN"] == "1" {
            try? FileManager.default.removeItem(at: expected)
            try FileManager.default.copyItem(at: package.root, to: expected)
            try Data(Self.summary(of: plan).utf8).write(to: expected.appendingPathComponent("plan.json"))
        }
        let recorded = try TemporaryPackage(copying: expected)
        try FileManager.default.removeItem(at: recorded.root.appendingPathComponent("plan.json"))
        #expect(try package.snapshot() == recorded.snapshot())
        #expect(try Self.summary(of: plan) == String(contentsOf: expected.appendingPathComponent("plan.json"), encoding: .utf8))
    }

    /// The golden starter app is what `ribs init` writes today: the root package's golden
    /// `InitNotes`, its RIBs' folders, with the app named Demo.
    @Test func theGoldenStarterAppIsTheOneRibsInitWrites() throws {
        let initNotes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Tests/RIBsGeneratorTests/Golden/InitNotes")
        let starter = TemporaryPackage.golden.appendingPathComponent("Parents/StarterApp")
        for folder in ["Sources/Demo/Root", "Sources/Demo/Welcome", "Tests/DemoTests/Root", "Tests/DemoTests/Welcome"] {
            let ours = try FileManager.default.contentsOfDirectory(atPath: starter.appendingPathComponent(folder).path).sorted()
            let notesFolder = folder.replacingOccurrences(of: "Demo", with: "Notes")
            #expect(try FileManager.default.contentsOfDirectory(atPath: initNotes.appendingPathComponent(notesFolder).path).sorted() == ours)
            for name in ours {
                let notes = try String(contentsOf: initNotes.appendingPathComponent(notesFolder + "/" + name), encoding: .utf8)
                #expect(try String(contentsOf: starter.appendingPathComponent(folder + "/" + name), encoding: .utf8)
                    == notes.replacingOccurrences(of: "Notes", with: "Demo"), "\(folder)/\(name)")
            }
        }
    }

    /// The comment unwiring puts back above `_ = component` is the one the generator writes.
    @Test func theRestoredComponentCommentIsTheGenerators() throws {
        let generated = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Tests/RIBsGeneratorTests/Golden/NewOffGame/OffGameBuilder.swift")
        let indented = BuilderFileUnwiring.unusedComponentComment.split(separator: "\n").map { "        " + $0 }.joined(separator: "\n")
        #expect(try String(contentsOf: generated, encoding: .utf8).contains(indented + "\n        _ = component\n"))
    }

    // MARK: - Private

    private static func text(_ entry: TemporaryPackage.Entry?) -> String {
        switch entry {
        case let .file(data)?: String(decoding: data, as: UTF8.self)
        case .folder?: "(a folder)"
        case let .link(target)?: "(a link to \(target))"
        case nil: "(nothing)"
        }
    }

    /// The plan's answers but the edits.
    private static func summary(of plan: UnwiringPlan) throws -> String {
        let summary = UnwiringPlan(parent: plan.parent, module: plan.module, edits: [], deletions: plan.deletions,
                                   emptiedFolders: plan.emptiedFolders, notes: plan.notes)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return String(decoding: try encoder.encode(summary), as: UTF8.self) + "\n"
    }
}
