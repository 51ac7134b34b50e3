import Foundation
import RIBsGeneratorTestSupport
import Testing

/// A temporary SwiftPM package holding RIBs written by the built `ribs`, as a user's app would:
/// it depends on this repository by path for the RIBs and ScreenKit products.
///
/// Its two app modules hold the same generated RIBs, one compiled as Swift 6 plain, the other
/// with the `ExistentialAny` upcoming feature; each has the generated tests.
struct GeneratedPackage {

    /// The app modules, and whether each enables `ExistentialAny`.
    static let modules = [(name: "PlainApp", existentialAny: false), (name: "StrictApp", existentialAny: true)]

    /// Whether the slow tests that build a generated package were asked for.
    static var isEnabled: Bool {
        ProcessInfo.processInfo.environment["RIBS_GENERATOR_BUILD_TESTS"] == "1"
    }

    /// The package's folder.
    let folder: TemporaryFolder

    /// Creates the package with its manifest and no sources yet, or, for `ribs init` to fill,
    /// an empty folder.
    init(writingManifest: Bool = true) throws {
        folder = try TemporaryFolder(prefix: "ribs-generated-package")
        if writingManifest {
            try manifest.write(to: folder.url.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        }
    }

    /// Runs `ribs` with `arguments` in the package's folder.
    func ribs(_ arguments: String...) async throws -> CommandRun {
        try await ribs(arguments)
    }

    /// Runs `ribs` with `arguments` in the package's folder.
    func ribs(_ arguments: [String]) async throws -> CommandRun {
        try await CommandRun.run(BuiltProducts.ribs, arguments, in: folder.url)
    }

    /// Runs `swift` from `PATH` with `arguments` on the package, building in a scratch folder
    /// inside it.
    func swift(_ arguments: String...) async throws -> CommandRun {
        try await CommandRun.run(URL(fileURLWithPath: "/usr/bin/env"),
                           ["swift"] + arguments + ["--package-path", folder.path, "--scratch-path", folder.path + "/.build"],
                           in: folder.url)
    }

    /// Runs `swift` from `PATH` with `arguments` on the package's `WebServer/` package (the web
    /// command `ribs init --web` writes), building in a scratch folder inside it.
    func swiftInWeb(_ arguments: String...) async throws -> CommandRun {
        try await CommandRun.run(URL(fileURLWithPath: "/usr/bin/env"),
                                 ["swift"] + arguments + ["--package-path", folder.path + "/WebServer", "--scratch-path", folder.path + "/WebServer/.build"],
                                 in: folder.url)
    }

    /// Builds the package and its tests, expecting no warning from its own files, then runs
    /// the tests, expecting them all to pass with `summary` (such as "Test run with 13 tests
    /// in 4 suites passed").
    func buildWithoutWarningsAndTest(summary: String) async throws {
        let build = try await swift("build", "--build-tests")
        let buildOutput = build.standardOutput + build.standardError
        try #require(build.status == 0, "swift build failed:\n\(buildOutput)")
        #expect(warnings(in: buildOutput) == [])

        let test = try await swift("test")
        let testOutput = test.standardOutput + test.standardError
        #expect(test.status == 0, "swift test failed:\n\(testOutput)")
        #expect(testOutput.contains(summary), "\(testOutput)")
    }

    /// Runs the package's built executable `name` with `arguments` and `input` on its standard
    /// input (through `sh`, whose pipe is not a terminal), in the package's folder, saving its
    /// state in ``stateHome`` rather than the user's.
    func runBuiltExecutable(_ name: String, arguments: [String] = [], input: String) async throws -> CommandRun {
        let executable = folder.path + "/.build/debug/" + name
        return try await CommandRun.run(URL(fileURLWithPath: "/bin/sh"),
                                        ["-c", #"input="$1"; shift; printf '%s' "$input" | "$@""#, "sh", input,
                                         "/usr/bin/env", "XDG_STATE_HOME=" + stateHome, executable] + arguments,
                                        in: folder.url)
    }

    /// The `XDG_STATE_HOME` the package's programs run with here: a folder inside the package's,
    /// so that what they save is the test's and goes with it.
    var stateHome: String {
        folder.path + "/state"
    }

    /// Does what the `TODO` of `GameComponent+Lobby.swift` asks, as a user would: returns
    /// Game's view controller, kept by Game's component, and makes its class conform to
    /// `LobbyViewControllable`.
    func lendGamesViewControllerToLobby(in module: String) throws {
        let extensionURL = folder.url.appendingPathComponent("Sources/\(module)/Game/GameComponent+Lobby.swift")
        let generated = try String(contentsOf: extensionURL, encoding: .utf8)
        let todoEnd = "`extension GameViewController: LobbyViewControllable {}`.\n"
        guard generated.contains(todoEnd) else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "no TODO to fill in:\n\(generated)"])
        }
        try generated.replacingOccurrences(of: todoEnd, with: todoEnd + "        gameViewController\n")
            .write(to: extensionURL, atomically: true, encoding: .utf8)
        try """
            import RIBs

            extension GameComponent {
                var gameViewController: GameViewController {
                    shared { GameViewController() }
                }
            }

            extension GameViewController: LobbyViewControllable {
                func present(viewController: any ViewControllable) {}
                func dismiss(viewController: any ViewControllable) {}
            }

            """.write(to: folder.url.appendingPathComponent("Sources/\(module)/Game/GameViewController+Lobby.swift"),
                      atomically: true, encoding: .utf8)
    }

    /// The compiler's warnings about this package's own files in `output`, each once.
    func warnings(in output: String) -> [String] {
        // The folder's name is unique; matching on it survives symbolic links such as /tmp.
        let folderName = folder.url.lastPathComponent
        var seen: Set<Substring> = []
        return output.split(separator: "\n")
            .filter { $0.contains("warning:") && $0.contains(folderName) && !$0.contains("/.build/") }
            .filter { seen.insert($0).inserted }
            .map(String.init)
    }

    // MARK: - Private

    /// This repository: three levels up from this file.
    private static let repositoryURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    private var manifest: String {
        // SwiftPM names a package dependency given by path after its folder.
        let identity = Self.repositoryURL.lastPathComponent
        let products = #".product(name: "RIBs", package: "\#(identity)"), .product(name: "ScreenKit", package: "\#(identity)")"#
        let testProducts = #".product(name: "RIBs", package: "\#(identity)"), .product(name: "RIBsTesting", package: "\#(identity)")"#
        let targets = Self.modules.map { module in
            let settings = module.existentialAny ? #"[.enableUpcomingFeature("ExistentialAny")]"# : "[]"
            return """
                        .target(name: "\(module.name)", dependencies: [\(products)], swiftSettings: \(settings)),
                        .testTarget(name: "\(module.name)Tests", dependencies: ["\(module.name)", \(testProducts)], swiftSettings: \(settings)),
                """
        }
        return """
            // swift-tools-version: 6.1
            import PackageDescription

            let package = Package(
                name: "GeneratedRIBs",
                dependencies: [
                    .package(path: "\(Self.repositoryURL.path)"),
                ],
                targets: [
            \(targets.joined(separator: "\n"))
                ],
                swiftLanguageModes: [.v6]
            )

            """
    }
}
