import Foundation
import RIBsGeneratorTestSupport
import Testing

/// The package `ribs init` writes, built, tested and run as its README says, offline, against
/// this checkout: the proof that a new app works first time.
@Suite(.enabled(if: GeneratedPackage.isEnabled,
                "Slow (builds a package from scratch); run with RIBS_GENERATOR_BUILD_TESTS=1"))
struct GeneratedAppBuildTests {

    @Test(.timeLimit(.minutes(30)))
    func aNewAppBuildsWithoutWarningsItsTestsPassAndItRuns() throws {
        let package = try GeneratedPackage(writingManifest: false)
        let initRun = try package.ribs("init", "Notes", "--output", ".")
        try #require(initRun.status == 0, "ribs init failed: \(initRun.standardError)")

        // Root's router 5 and interactor 3, Welcome's interactor 4, the whole app 1.
        try package.buildWithoutWarningsAndTest(summary: "Test run with 13 tests in 4 suites passed")

        // A pipe is not a terminal: the plain line mode, as the README shows.
        let app = try package.runBuiltExecutable("notes", input: "Ada\nclose\nopen\nquit\n")
        #expect(app.status == 0, "\(app.standardError)")
        #expect(app.standardError.isEmpty)
        let screens = app.standardOutput.components(separatedBy: "=== Notes ===\n").dropFirst()
        #expect(screens.first?.hasPrefix("Welcome to Notes\nThe root's first child RIB.\nYour name: (empty)\n") == true, "\(app.standardOutput)")
        #expect(screens.contains { $0.contains("Hello, Ada!\n") }, "\(app.standardOutput)")
        #expect(screens.contains { $0.hasPrefix("Notes\nWelcome, its child RIB, is closed.\n[Open Welcome]\n") }, "\(app.standardOutput)")
        #expect(screens.last?.hasPrefix("Welcome to Notes\n") == true, "Welcome opens again: \(app.standardOutput)")
    }
}
