import Foundation
@testable import RIBsGenerator
import RIBsGeneratorTestSupport
import Testing

/// The commands of the README `ribs init` writes, run by a shell as a reader would paste them
/// from the app's root: `ribs` is on no `PATH`, so they reach it through `swift run`.
@Suite(.timeLimit(.minutes(10)))
struct AppReadmeCommandTests {

    private let temporaryFolder: TemporaryFolder

    init() throws {
        temporaryFolder = try TemporaryFolder()
    }

    /// A checkout whose path a shell would split or end early keeps its path through the
    /// README's quoting.
    @Test func everyRibsCommandRunsTheGeneratorOfTheCheckoutTheAppDependsOn() async throws {
        let checkout = try makeCheckout(named: "Bob's RIBs copy")
        let app = try await initApp(ribsPath: checkout)

        let commands = try readmeCommands(in: app)
        #expect(commands.contains("swift run --package-path '\(checkout.replacingOccurrences(of: "'", with: #"'\''"#))' ribs new Profile --parent Welcome"),
                "\(commands)")
        #expect(commands.filter { $0.contains(" ribs ") }.count == 6, "two with --parent, three by hand, the web dry run: \(commands)")
        for command in commands where command.contains(" ribs ") {
            // `swift` stands in for SwiftPM: it prints the words the shell gave it.
            let run = try await shell("swift() { printf '%s\\n' \"$@\"; }; " + command, in: app)
            #expect(run.status == 0, "\(command): \(run.standardError)")
            #expect(run.standardOutput.hasPrefix("run\n--package-path\n\(checkout)\nribs\n"), "\(command): \(run.standardOutput)")
        }
    }

    /// The way of wiring by hand writes the child's files, its parent's component extension and
    /// its tests where the app keeps them, with the `ribs` the tests run.
    @Test func theCommandsForWiringByHandWriteTheChildsFilesIntoTheApp() async throws {
        let app = try await initApp(ribsPath: try makeCheckout(named: "RIBs"))

        let byHand = try readmeCommands(in: app).filter { $0.contains(" --output ") }
        #expect(byHand.count == 3, "\(byHand)")
        for command in byHand {
            // `swift run --package-path <checkout> ribs` becomes the built `ribs`.
            let run = try await shell("swift() { shift 4; \"$RIBS\" \"$@\"; }; " + command, in: app, ribs: BuiltProducts.ribs.path)
            #expect(run.status == 0, "\(command): \(run.standardError)")
        }
        for file in [
            "Sources/Notes/Profile/ProfileBuilder.swift", "Sources/Notes/Profile/ProfileRouter.swift",
            "Sources/Notes/Welcome/WelcomeComponent+Profile.swift",
            "Tests/NotesTests/Profile/ProfileInteractorTests.swift", "Tests/NotesTests/Profile/ProfileMocks.swift",
        ] {
            #expect(FileManager.default.fileExists(atPath: app.path + "/" + file), "\(file)")
        }
    }

    /// From a URL there is no checkout: the README clones one beside the app and runs `ribs`
    /// from that clone.
    @Test func fromAURLTheReadmeClonesRIBsBesideTheAppAndRunsItsGenerator() throws {
        let files = try RIBFiles.app(AppName("Notes"), ribs: .url("https://example.com/team/RIBs Swift.git", branch: "main"))
        let readme = try #require(files.first { $0.name == "README.md" }).contents

        let commands = Self.codeLines(of: readme)
        let clone = try #require(commands.firstIndex { $0.hasPrefix("git clone ") })
        #expect(commands[clone] == "git clone --branch main 'https://example.com/team/RIBs Swift.git' ../RIBs")
        #expect(clone < (commands.firstIndex { $0.contains(" ribs ") } ?? 0), "cloned before it is run")
        #expect(commands.contains("swift run --package-path ../RIBs ribs new Settings --parent Profile --viewless"))
        #expect(commands.filter { $0.contains(" ribs ") }.allSatisfy { $0.hasPrefix("swift run --package-path ../RIBs ribs ") })
        #expect(readme.contains("`swift build -c release --package-path ../RIBs --product ribs`"))
    }

    // MARK: - Private

    /// A folder that passes for a checkout of RIBs: a `Package.swift` and `Sources/RIBs`.
    private func makeCheckout(named name: String) throws -> String {
        let checkout = temporaryFolder.path + "/" + name
        try FileManager.default.createDirectory(atPath: checkout + "/Sources/RIBs", withIntermediateDirectories: true)
        try "// swift-tools-version: 6.2\n".write(toFile: checkout + "/Package.swift", atomically: false, encoding: .utf8)
        // As `ribs init` names it: by its path with symbolic links resolved.
        return URL(fileURLWithPath: checkout).resolvingSymlinksInPath().path
    }

    /// `ribs init Notes` on the checkout at `ribsPath`, into a folder of the temporary folder.
    private func initApp(ribsPath: String) async throws -> URL {
        let app = temporaryFolder.url.appendingPathComponent("app")
        let run = try await CommandRun.run(BuiltProducts.ribs, ["init", "Notes", "--ribs-path", ribsPath, "-o", app.path])
        try #require(run.status == 0, "\(run.standardError)")
        return app
    }

    /// The lines of the shell code blocks of the app's README.
    private func readmeCommands(in app: URL) throws -> [String] {
        Self.codeLines(of: try String(contentsOf: app.appendingPathComponent("README.md"), encoding: .utf8))
    }

    private static func codeLines(of markdown: String) -> [String] {
        var lines: [String] = []
        var isInCode = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                isInCode = line == "```sh"
            } else if isInCode {
                lines.append(String(line))
            }
        }
        return lines
    }

    /// Runs `script` with `sh` in `folder`; `ribs` is `$RIBS` there.
    private func shell(_ script: String, in folder: URL, ribs: String = "") async throws -> CommandRun {
        try await CommandRun.run(URL(fileURLWithPath: "/bin/sh"), ["-c", "RIBS=\"$1\"; " + script, "sh", ribs], in: folder)
    }
}
