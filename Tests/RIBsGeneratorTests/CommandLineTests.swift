import Foundation
@testable import RIBsGenerator
import RIBsGeneratorTestSupport
import Testing

/// The built `ribs` executable, run as a user runs it: what it prints, what it writes, how it
/// exits.
@Suite(.timeLimit(.minutes(10)))
struct CommandLineTests {

    private let temporaryFolder: TemporaryFolder

    init() throws {
        temporaryFolder = try TemporaryFolder()
    }

    @Test func helpListsTheSubcommands() async throws {
        let run = try await ribs("--help")

        #expect(run.status == 0)
        #expect(run.standardOutput.contains("USAGE: ribs <subcommand>"))
        for subcommand in ["init", "new", "remove", "extension", "tests", "port"] {
            #expect(run.standardOutput.contains("\n  \(subcommand) "), "\(subcommand)")
        }
    }

    @Test func newWritesTheRIBsFilesAndSaysWhatToDoNext() async throws {
        let folder = temporaryFolder.path + "/Example"

        let run = try await ribs("new", "Example", "--output", folder)

        #expect(run.status == 0)
        #expect(run.standardOutput == """
            Created \(folder)/ExampleBuilder.swift
            Created \(folder)/ExampleInteractor.swift
            Created \(folder)/ExampleRouter.swift
            Created \(folder)/ExampleViewController.swift
            Next: let the parent's component provide ExampleDependency with
              ribs extension <Parent> Example --output <the parent's folder>
            or, from the package's root, write and wire it in one step with
              ribs new Example --parent <Parent>

            """)
        for file in try RIBFiles.newRIB(RIBName("Example"), kind: .withView) {
            #expect(try String(contentsOfFile: "\(folder)/\(file.name)", encoding: .utf8) == file.contents)
        }
    }

    @Test func newViewlessWritesNoViewControllerAndSaysWhatToDoNext() async throws {
        let run = try await ribs("new", "Example", "--viewless", "-o", temporaryFolder.path)

        #expect(run.status == 0)
        #expect(run.standardOutput.hasSuffix("""
            Next: let the parent's component provide ExampleDependency with
              ribs extension <Parent> Example --viewless --output <the parent's folder>
            or, from the package's root, write and wire it in one step with
              ribs new Example --viewless --parent <Parent>

            """))
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporaryFolder.path).sorted()
            == ["ExampleBuilder.swift", "ExampleInteractor.swift", "ExampleRouter.swift"])
    }

    @Test func dryRunPrintsPathsAndContentsAndWritesNothing() async throws {
        let folder = temporaryFolder.path + "/Example"

        let run = try await ribs("extension", "Root", "Example", "--output", folder, "--dry-run")

        let file = try RIBFiles.componentExtension(parent: RIBName("Root"), child: RIBName("Example"), childKind: .withView)
        #expect(run.status == 0)
        #expect(run.standardOutput == """
            Dry run: nothing is written.
            Would create the folder \(folder)

            ==> Would create \(folder)/RootComponent+Example.swift
            \(file.contents)
            """)
        #expect(!FileManager.default.fileExists(atPath: folder))
    }

    @Test func theRootIsALaunchedRIBWithItsViewAndNoListener() async throws {
        let run = try await ribs("new", "Home", "--launch", "--output", temporaryFolder.path)

        #expect(run.status == 0, "\(run.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporaryFolder.path).sorted()
            == ["HomeBuilder.swift", "HomeInteractor.swift", "HomeRouter.swift", "HomeViewController.swift"])
        let router = try String(contentsOfFile: temporaryFolder.path + "/HomeRouter.swift", encoding: .utf8)
        #expect(router.contains("final class HomeRouter: LaunchRouter<any HomeInteractable, any HomeViewControllable>, HomeRouting {"))
        #expect(run.standardOutput.hasSuffix("""
            Next: make the app's component conform to HomeDependency, then launch the tree:
              HomeBuilder(dependency: appComponent).build().launch(from: window)

            """))
    }

    @Test(arguments: [["new", "Home"], ["tests", "Home", "--module", "App"]])
    func aViewlessRootIsRefused(_ command: [String]) async throws {
        let run = try await ribs(command + ["--viewless", "--launch", "--output", temporaryFolder.path])

        #expect(run.status == 64)
        #expect(run.standardError.hasPrefix("Error: --viewless and --launch do not go together: the root RIB has a view of its own.\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporaryFolder.path).isEmpty)
    }

    /// With files present, a dry run still shows everything, marks the files that exist, says
    /// that a real run would stop, exits 0 and leaves the files as they were.
    @Test(arguments: [false, true])
    func dryRunOverExistingFilesMarksThemAndWritesNothing(force: Bool) async throws {
        let folder = temporaryFolder.path
        try "mine\n".write(toFile: folder + "/ExampleRouter.swift", atomically: false, encoding: .utf8)

        let run = try await ribs(["new", "Example", "--viewless", "--output", folder, "--dry-run"] + (force ? ["--force"] : []))

        let router = try #require(try RIBFiles.newRIB(RIBName("Example"), kind: .viewless).first { $0.name == "ExampleRouter.swift" })
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("==> Would create \(folder)/ExampleBuilder.swift\n"))
        let existing = force ? "==> Would replace" : "==> Exists, would be replaced with --force:"
        #expect(run.standardOutput.contains("\(existing) \(folder)/ExampleRouter.swift\n\(router.contents)"))
        #expect(run.standardOutput.hasSuffix("1 of these files exist: without --dry-run, ribs would write nothing unless given --force.\n") == !force)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["ExampleRouter.swift"])
        #expect(try String(contentsOfFile: folder + "/ExampleRouter.swift", encoding: .utf8) == "mine\n")
    }

    @Test(arguments: [(["Root", "Example"], RIBKind.withView), (["Root", "Example", "--viewless"], .viewless)])
    func extensionWritesTheExtensionForTheChildsKind(_ arguments: [String], _ kind: RIBKind) async throws {
        let run = try await ribs(["extension"] + arguments + ["-o", temporaryFolder.path])

        let file = try RIBFiles.componentExtension(parent: RIBName("Root"), child: RIBName("Example"), childKind: kind)
        #expect(run.status == 0)
        #expect(try String(contentsOfFile: "\(temporaryFolder.path)/\(file.name)", encoding: .utf8) == file.contents)
        #expect(file.contents.contains("var exampleViewController: any ExampleViewControllable {") == (kind == .viewless))
    }

    /// `mkdir -p` accepts these output paths; so does `ribs`.
    @Test(arguments: [("n2/.", "n2"), ("n3/./sub", "n3/sub"), ("n4/sub/..", "n4")])
    func acceptsDotComponentsInAMissingOutputFolder(_ output: String, _ folder: String) async throws {
        let run = try await CommandRun.run(BuiltProducts.ribs, ["new", "Example", "--viewless", "-o", output], in: temporaryFolder.url)

        #expect(run.status == 0, "\(run.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporaryFolder.path + "/" + folder).filter { $0.hasSuffix(".swift") }.sorted()
            == ["ExampleBuilder.swift", "ExampleInteractor.swift", "ExampleRouter.swift"])
    }

    @Test(arguments: ["/nonexistent/target", "ExampleRouter.swift"])
    func refusesASymbolicLinkAtAFilesNameWithoutForce(_ destination: String) async throws {
        let link = temporaryFolder.path + "/ExampleRouter.swift"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: destination)

        let run = try await ribs("new", "Example", "-o", temporaryFolder.path)

        #expect(run.status == 1)
        #expect(run.standardError.hasPrefix("Error: These files already exist:\n  \(link)\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporaryFolder.path) == ["ExampleRouter.swift"])
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == destination)
    }

    /// `<Name>ViewController.swift` is the longest file name: 20 bytes more than the name.
    @Test func writesTheLongestNameThatFitsAndRefusesLongerOnes() async throws {
        let fits = "A" + String(repeating: "b", count: 234)
        let tooLong = fits + "c"

        let written = try await ribs("new", fits, "-o", temporaryFolder.path + "/fits")
        let refused = try await ribs("new", tooLong, "-o", temporaryFolder.path + "/tooLong")

        #expect(written.status == 0, "\(written.standardError)")
        #expect(refused.status == 1)
        #expect(refused.standardError.hasSuffix(
            "ViewController.swift': its name is longer than the 255 bytes this file system allows; choose a shorter name. Nothing was written.\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporaryFolder.path) == ["fits"])
    }

    @Test(arguments: ["class", "import", "self", "_", "Any"])
    func refusesASwiftKeywordAsModule(_ module: String) async throws {
        let run = try await ribs("tests", "Example", "--module", module, "-o", temporaryFolder.path)

        #expect(run.status == 64)
        #expect(run.standardError.hasPrefix("Error: '\(module)' is a Swift keyword and cannot be a Swift module name; choose another name.\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporaryFolder.path).isEmpty)
    }

    @Test func refusesToOverwriteWithoutForce() async throws {
        let folder = temporaryFolder.path
        _ = try await ribs("tests", "Example", "--module", "App", "--output", folder)
        let mocks = folder + "/ExampleMocks.swift"
        try "my mocks\n".write(toFile: mocks, atomically: true, encoding: .utf8)

        let refused = try await ribs("tests", "Example", "--module", "App", "--output", folder)

        #expect(refused.status == 1)
        #expect(refused.standardError == """
            Error: These files already exist:
              \(folder)/ExampleInteractorTests.swift
              \(folder)/ExampleRouterTests.swift
              \(folder)/ExampleMocks.swift
            Nothing was written; pass --force to replace them.

            """)
        #expect(try String(contentsOfFile: mocks, encoding: .utf8) == "my mocks\n")

        let forced = try await ribs("tests", "Example", "--module", "App", "--output", folder, "--force")

        #expect(forced.status == 0)
        #expect(forced.standardOutput.contains("Replaced \(mocks)\n"))
        #expect(try String(contentsOfFile: mocks, encoding: .utf8) != "my mocks\n")
    }

    @Test(arguments: ["example", "Self", "Logged In", ""])
    func refusesABadNameAndWritesNothing(_ name: String) async throws {
        let folder = temporaryFolder.path + "/Out"

        let run = try await ribs("new", name, "--output", folder)

        #expect(run.status == 64)
        #expect(run.standardError.hasPrefix("Error: \(NameError.describing(name))\n"))
        #expect(run.standardError.contains("Usage: ribs new <name>"))
        #expect(run.standardOutput.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder))
    }

    /// `--parent` refuses what it cannot do before it runs `ribs-wire` or writes anything (the
    /// wiring itself is tested end to end in RIBsGeneratorBuildTests, which builds `ribs-wire`).
    @Test func parentRefusesWhatItCannotDoAndWritesNothing() async throws {
        let folder = temporaryFolder.path
        let badParent = try await ribs("new", "Help", "--parent", "root")
        let itself = try await ribs("new", "Root", "--parent", "Root")
        let launched = try await ribs("new", "Help", "--launch", "--parent", "Root")
        let output = try await ribs("new", "Help", "--parent", "Root", "--output", folder + "/Out")
        let force = try await ribs("new", "Help", "--parent", "Root", "--force")

        #expect([badParent, itself, launched, output, force].map(\.status) == [64, 64, 64, 64, 64])
        #expect(badParent.standardError.hasPrefix("Error: 'root' is not a Swift type name"))
        #expect(itself.standardError.hasPrefix("Error: A RIB cannot be its own parent."))
        #expect(launched.standardError.hasPrefix("Error: --launch and --parent do not go together"))
        for run in [output, force] {
            #expect(run.standardError.hasPrefix("Error: --parent writes beside the parent's files and never replaces one"))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test func refusesBadNamesInEveryCommand() async throws {
        let badParent = try await ribs("extension", "root", "LoggedIn", "-o", temporaryFolder.path)
        let sameNames = try await ribs("extension", "Root", "Root", "-o", temporaryFolder.path)
        let badModule = try await ribs("tests", "LoggedIn", "--module", "Tic-Tac-Toe", "-o", temporaryFolder.path)
        let noModule = try await ribs("tests", "LoggedIn", "-o", temporaryFolder.path)

        #expect([badParent, sameNames, badModule, noModule].map(\.status) == [64, 64, 64, 64])
        #expect(badParent.standardError.hasPrefix("Error: 'root' is not a Swift type name"))
        #expect(sameNames.standardError.hasPrefix("Error: A RIB cannot be its own child"))
        #expect(badModule.standardError.hasPrefix("Error: 'Tic-Tac-Toe' is not a Swift module name"))
        #expect(noModule.standardError.hasPrefix("Error: Missing expected argument '--module <module>'"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporaryFolder.path).isEmpty)
    }

    @Test func refusesAnOutputPathThatIsAFile() async throws {
        let file = temporaryFolder.path + "/notes.txt"
        try "notes\n".write(toFile: file, atomically: true, encoding: .utf8)

        let run = try await ribs("new", "Example", "--output", file)

        #expect(run.status == 1)
        #expect(run.standardError == "Error: '\(file)' is a file, not a folder; pass a folder to --output. Nothing was written.\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporaryFolder.path) == ["notes.txt"])
    }

    /// `/proc/self` takes no new files, even from root, so this runs wherever CI runs.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self"), "Needs Linux's /proc"))
    func refusesAnUnwritableFolder() async throws {
        let run = try await ribs("new", "Example", "--output", "/proc/self")

        #expect(run.status == 1)
        #expect(run.standardError == "Error: Cannot write to the folder '/proc/self': permission denied. Nothing was written.\n")
        #expect(!FileManager.default.fileExists(atPath: "/proc/self/ExampleBuilder.swift"))
    }

    /// A folder its user may read but not write. Root writes whatever permissions say, so
    /// `ribs` runs as an unprivileged user here, whoever runs the tests.
    @Test func refusesAFolderWithoutWritePermission() async throws {
        let folder = temporaryFolder.path + "/ReadOnly"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder)

        let intoTheFolder = try await ribsAsUnprivilegedUser("new", "Example", "--output", folder)
        let underTheFolder = try await ribsAsUnprivilegedUser("new", "Example", "--output", folder + "/Example")

        #expect(intoTheFolder.status == 1)
        #expect(intoTheFolder.standardError == "Error: Cannot write to the folder '\(folder)': permission denied. Nothing was written.\n")
        #expect(underTheFolder.status == 1)
        #expect(underTheFolder.standardError == "Error: Cannot create the folder '\(folder)/Example': permission denied in '\(folder)'. Nothing was written.\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test(arguments: [["new", "Example"], ["extension", "Root", "LoggedIn"], ["tests", "Example", "--module", "App"]])
    func refusesAnEmptyOutputAndWritesNothing(_ command: [String]) async throws {
        let run = try await CommandRun.run(BuiltProducts.ribs, command + ["-o", ""], in: temporaryFolder.url)

        #expect(run.status == 64)
        #expect(run.standardError.hasPrefix(
            "Error: --output is empty; pass a folder, or leave the option out to write into the working folder.\n"))
        #expect(run.standardOutput.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporaryFolder.path).isEmpty)
    }

    @Test func writesIntoTheWorkingFolderByDefault() async throws {
        let run = try await CommandRun.run(BuiltProducts.ribs, ["extension", "Root", "LoggedIn"], in: temporaryFolder.url)

        #expect(run.status == 0)
        #expect(run.standardOutput == "Created ./RootComponent+LoggedIn.swift\n")
        #expect(FileManager.default.fileExists(atPath: temporaryFolder.path + "/RootComponent+LoggedIn.swift"))
    }

    /// `ribs port` runs `ribs-port` (here a script standing in for it, named by `RIBS_PORT`)
    /// with its arguments, `--help` included, and exits as it does.
    @Test func portRunsRibsPortWithItsArgumentsAndExitsAsItDoes() async throws {
        let porter = temporaryFolder.path + "/ribs-port"
        try "#!/bin/sh\necho \"ribs-port got: $*\"\nexit 3\n".write(toFile: porter, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: porter)

        let run = try await CommandRun.run(URL(fileURLWithPath: "/usr/bin/env"),
                                     ["RIBS_PORT=\(porter)", BuiltProducts.ribs.path, "port", "ios", "--output", "ported", "--help"])

        #expect(run.standardOutput == "ribs-port got: ios --output ported --help\n")
        #expect(run.status == 3)
    }

    @Test func portSaysSoWhenRibsPortCannotBeRun() async throws {
        let notExecutable = temporaryFolder.path + "/ribs-port"
        try "".write(toFile: notExecutable, atomically: true, encoding: .utf8)

        let run = try await CommandRun.run(URL(fileURLWithPath: "/usr/bin/env"),
                                     ["RIBS_PORT=\(notExecutable)", BuiltProducts.ribs.path, "port", "ios", "--output", "ported"])

        #expect(run.status == 64)
        #expect(run.standardError.contains("RIBS_PORT names '\(notExecutable)', which is not an executable file."))
        #expect(run.standardOutput.isEmpty)
    }

    // MARK: - Private

    private func ribs(_ arguments: String...) async throws -> CommandRun {
        try await ribs(arguments)
    }

    private func ribs(_ arguments: [String]) async throws -> CommandRun {
        try await CommandRun.run(BuiltProducts.ribs, arguments)
    }

    /// Runs `ribs` as the user `nobody` when the tests run as root (through util-linux's
    /// `setpriv`), as the current user otherwise.
    private func ribsAsUnprivilegedUser(_ arguments: String...) async throws -> CommandRun {
        guard CurrentUser.isRoot else {
            return try await ribs(arguments)
        }
        let nobody = "65534"
        return try await CommandRun.run(URL(fileURLWithPath: "/usr/bin/setpriv"),
                                  ["--reuid=\(nobody)", "--regid=\(nobody)", "--clear-groups", "--", BuiltProducts.ribs.path] + arguments)
    }
}

private extension NameError {

    /// The message `ribs` prints for the RIB name `name`.
    static func describing(_ name: String) -> String {
        do {
            _ = try RIBName(name)
            return "no error"
        } catch {
            return error.description
        }
    }
}
