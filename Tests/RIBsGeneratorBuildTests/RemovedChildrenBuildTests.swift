import Foundation
import RIBsGeneratorTestSupport
import Testing

/// Children removed from a `ribs init` app with `ribs remove`, as an adopter removes them: what
/// `ribs new --parent` wired goes byte for byte, the package builds without warnings and its
/// tests pass; then the starter Welcome goes too, leaving the Root reviewed in `Port/`'s golden
/// files. The first run builds `ribs-wire` in `Port/` unless it is built.
@Suite(.enabled(if: GeneratedPackage.isEnabled,
                "Slow (builds a package from scratch); run with RIBS_GENERATOR_BUILD_TESTS=1"))
struct RemovedChildrenBuildTests {

    @Test(.timeLimit(.minutes(30)))
    func removedChildrenLeaveTheAppAsItWasAndItBuildsAndItsTestsPass() async throws {
        let package = try GeneratedPackage(writingManifest: false)
        try #require(try await package.ribs("init", "Notes", "--output", ".").status == 0)
        let initial = try PackageSnapshot(package)

        // A child with a view under Welcome; a viewless one and one with a view under Root,
        // which has Welcome already.
        for arguments in [["Profile", "--parent", "Welcome"], ["Settings", "--viewless", "--parent", "Root"], ["Help", "--parent", "Root"]] {
            let run = try await package.ribs(["new"] + arguments)
            try #require(run.status == 0, "ribs new \(arguments.joined(separator: " ")): \(run.standardError)")
        }
        let wired = try PackageSnapshot(package)
        let dryRun = try await package.ribs("remove", "Help", "--dry-run")
        try #require(dryRun.status == 0, "\(dryRun.standardError)")
        #expect(dryRun.standardOutput.contains("--- a/Sources/Notes/Help/HelpRouter.swift\n+++ /dev/null\n"))
        #expect(dryRun.standardOutput.contains("-    func routeToHelp() {\n"))
        #expect(try PackageSnapshot(package) == wired, "a dry run changed nothing")

        let help = try await package.ribs("remove", "Help")
        try #require(help.status == 0, "\(help.standardError)")
        #expect(help.standardOutput.hasSuffix("Removed Help from Root: no file of the package names it any more.\n"))
        try await package.buildWithoutWarningsAndTest(summary: "Test run with 26 tests in 8 suites passed")

        for arguments in [["Settings", "--parent", "Root"], ["Profile"]] {
            let run = try await package.ribs(["remove"] + arguments)
            try #require(run.status == 0, "ribs remove \(arguments.joined(separator: " ")): \(run.standardError)")
        }
        #expect(try PackageSnapshot(package) == initial, "removing every child wired leaves the app as ribs init wrote it")

        let welcome = try await package.ribs("remove", "Welcome")
        try #require(welcome.status == 0, "\(welcome.standardError)")
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Port/Tests/RIBsWiringTests/Golden/Unwired/WelcomeOfStarterApp/expected")
        for path in try PackageSnapshot(package).paths(under: ["Sources/Notes/Root", "Tests/NotesTests"]) {
            let expected = try String(contentsOf: golden.appendingPathComponent(path.replacingOccurrences(of: "Notes", with: "Demo")), encoding: .utf8)
            #expect(try PackageSnapshot(package).files[path] == expected.replacingOccurrences(of: "Demo", with: "Notes"), "\(path)")
        }
        #expect(try PackageSnapshot(package).paths(under: ["Sources/Notes/Welcome", "Tests/NotesTests/Welcome", "Tests/NotesTests/NotesAppTests.swift"]).isEmpty)
        try await package.buildWithoutWarningsAndTest(summary: "Test run with 3 tests in 2 suites passed")
    }
}
