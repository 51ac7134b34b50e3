import Foundation
import RIBsGeneratorTestSupport
import Testing

/// Children added to a `ribs init` app with `ribs new <Child> --parent <Parent>`, as an adopter
/// adds them: the package builds without warnings, with and without `ExistentialAny`, and every
/// test passes with no hand edit. The first run builds `ribs-wire` in `Port/` unless it is built.
@Suite(.enabled(if: GeneratedPackage.isEnabled,
                "Slow (builds a package from scratch); run with RIBS_GENERATOR_BUILD_TESTS=1"))
struct WiredChildrenBuildTests {

    @Test(.timeLimit(.minutes(30)))
    func childrenWiredIntoANewAppBuildAndTheirTestsPass() async throws {
        let package = try GeneratedPackage(writingManifest: false)
        try #require(try await package.ribs("init", "Notes", "--output", ".").status == 0)

        let before = try PackageSnapshot(package)
        let dryRun = try await package.ribs("new", "Profile", "--parent", "Welcome", "--dry-run")
        try #require(dryRun.status == 0, "\(dryRun.standardError)")
        #expect(dryRun.standardOutput.contains("--- a/Sources/Notes/Welcome/WelcomeRouter.swift\n+++ b/Sources/Notes/Welcome/WelcomeRouter.swift\n"))
        #expect(dryRun.standardOutput.contains("+    func routeToProfile() {\n"))
        #expect(dryRun.standardOutput.contains("--- /dev/null\n+++ b/Sources/Notes/Profile/ProfileBuilder.swift\n"))
        #expect(try PackageSnapshot(package) == before, "a dry run wrote nothing")

        // A child with a view under Welcome, a viewless one under it, one under the root, and one
        // with a view under the viewless one.
        for arguments in [["Profile", "--parent", "Welcome"], ["Settings", "--viewless", "--parent", "Profile"],
                          ["Help", "--parent", "Root"], ["Theme", "--parent", "Settings"]] {
            let run = try await CommandRun.run(BuiltProducts.ribs, ["new"] + arguments, in: package.folder.url)
            try #require(run.status == 0, "ribs new \(arguments.joined(separator: " ")): \(run.standardError)")
        }

        let wired = try PackageSnapshot(package)
        let again = try await package.ribs("new", "Settings", "--viewless", "--parent", "Profile")
        #expect(again.status == 1)
        #expect(again.standardError.contains("already refines SettingsListener"), "\(again.standardError)")
        #expect(try PackageSnapshot(package) == wired, "a repeated run changed nothing")

        try await package.buildWithoutWarningsAndTest(summary: "Test run with 38 tests in 12 suites passed")

        try enableExistentialAny(in: package)
        try await package.buildWithoutWarningsAndTest(summary: "Test run with 38 tests in 12 suites passed")
    }

    /// A signal while the files are put in place (sent by `strace` as `ribs` enters its second
    /// `rename`, the first parent's file having been replaced): the child's files go and the
    /// parent's come back as they were, then `ribs` ends by the signal.
    @Test(.timeLimit(.minutes(10)), arguments: [("SIGINT", SIGINT), ("SIGTERM", SIGTERM)])
    func aSignalWhileWiringLeavesNoHalfWiredParent(_ signalName: String, _ signal: Int32) async throws {
        let strace = URL(fileURLWithPath: "/usr/bin/strace")
        try #require(FileManager.default.isExecutableFile(atPath: strace.path), "strace is missing: apt-get install strace")
        let package = try GeneratedPackage(writingManifest: false)
        try #require(try await package.ribs("init", "Notes", "--output", ".").status == 0)
        let before = try PackageSnapshot(package)
        let trace = try TemporaryFolder(prefix: "ribs-wiring-trace")

        // Without -f: only `ribs` is traced, not the ribs-wire it runs.
        _ = try await CommandRun.run(strace, [
            "-o", trace.path + "/trace", "-e", "trace=rename", "-e", "inject=rename:signal=\(signal):when=2",
            BuiltProducts.ribs.path, "new", "Help", "--parent", "Root",
        ], in: package.folder.url)

        let text = try String(contentsOfFile: trace.path + "/trace", encoding: .utf8)
        #expect(text.hasSuffix("+++ killed by \(signalName) +++\n"), "\(text)")
        #expect(try PackageSnapshot(package) == before)
    }

    // MARK: - Private

    /// Compiles the app and its tests with the `ExistentialAny` upcoming feature, as a package
    /// that spells existentials `any P` would.
    private func enableExistentialAny(in package: GeneratedPackage) throws {
        let manifestURL = package.folder.url.appendingPathComponent("Package.swift")
        var manifest = try String(contentsOf: manifestURL, encoding: .utf8)
        for target in ["name: \"Notes\",", "name: \"NotesTests\","] {
            let name = try #require(manifest.range(of: target))
            let endOfDependencies = try #require(manifest.range(of: "\n            ]", range: name.upperBound..<manifest.endIndex))
            manifest.insert(contentsOf: ",\n            swiftSettings: [.enableUpcomingFeature(\"ExistentialAny\")]", at: endOfDependencies.upperBound)
        }
        try manifest.write(to: manifestURL, atomically: true, encoding: .utf8)
    }
}
