import Foundation
@testable import RIBsGenerator
import RIBsGeneratorTestSupport
import Testing

/// `ribs init`, run as a user runs it: the package it writes, where, on which RIBs, and what it
/// refuses. `GeneratedAppBuildTests` builds, tests and runs the package.
@Suite(.timeLimit(.minutes(10)))
struct InitCommandTests {

    private let temporaryFolder: TemporaryFolder

    init() throws {
        temporaryFolder = try TemporaryFolder()
    }

    @Test func writesThePackageIntoAFolderNamedAfterTheAppAndSaysWhatToDoNext() async throws {
        let run = try await ribs(["init", "Notes"], in: temporaryFolder.url)

        #expect(run.status == 0, "\(run.standardError)")
        let files = RIBFiles.app(try AppName("Notes"), ribs: .path(Self.checkout))
        #expect(run.standardOutput == files.map { "Created Notes/\($0.name)\n" }.joined() + """
            Next: build, test and run it:
              cd Notes
              swift test
              swift run notes

            """)
        for file in files {
            #expect(try String(contentsOfFile: "\(temporaryFolder.path)/Notes/\(file.name)", encoding: .utf8) == file.contents)
        }
    }

    @Test func dependsOnTheCheckoutItWasBuiltFromByAbsolutePath() async throws {
        let run = try await ribs(["init", "Notes", "--output", temporaryFolder.path + "/app"])

        #expect(run.status == 0, "\(run.standardError)")
        let manifest = try String(contentsOfFile: temporaryFolder.path + "/app/Package.swift", encoding: .utf8)
        #expect(manifest.contains(#".package(name: "RIBs", path: "\#(Self.checkout)"),"#))
        #expect(manifest.contains(#".executable(name: "notes", targets: ["NotesCLI"]),"#))
    }

    @Test func dependsOnAnotherCheckoutByItsResolvedPath() async throws {
        let checkout = temporaryFolder.path + "/ribs-copy"
        try FileManager.default.createDirectory(atPath: checkout + "/Sources/RIBs", withIntermediateDirectories: true)
        try "// swift-tools-version: 6.2\n".write(toFile: checkout + "/Package.swift", atomically: false, encoding: .utf8)

        // Relative to the working folder.
        let run = try await ribs(["init", "Notes", "--ribs-path", "./ribs-copy/", "-o", "app"], in: temporaryFolder.url)

        #expect(run.status == 0, "\(run.standardError)")
        let manifest = try String(contentsOfFile: temporaryFolder.path + "/app/Package.swift", encoding: .utf8)
        let resolved = try #require(realpath(checkout, nil).map { pointer in
            defer { free(pointer) }
            return String(cString: pointer)
        })
        #expect(manifest.contains(#".package(name: "RIBs", path: "\#(resolved)"),"#))
    }

    @Test func dependsOnAGitRepositoryByURLAndBranch() async throws {
        let run = try await ribs(["init", "TodoList", "--ribs-url", "https://example.com/team/RIBs-Swift.git", "--ribs-branch", "release",
                            "-o", temporaryFolder.path])

        #expect(run.status == 0, "\(run.standardError)")
        let manifest = try String(contentsOfFile: temporaryFolder.path + "/Package.swift", encoding: .utf8)
        #expect(manifest.contains(#".package(url: "https://example.com/team/RIBs-Swift.git", branch: "release"),"#))
        #expect(manifest.contains(#".product(name: "RIBsTesting", package: "RIBs-Swift"),"#))
        #expect(manifest.contains(#".executable(name: "todo-list", targets: ["TodoListCLI"]),"#))
    }

    @Test func webAddsAPackageOfItsOwnServingTheAppOnTheCheckoutsWebPackage() async throws {
        let run = try await ribs(["init", "Notes", "--web", "-o", temporaryFolder.path])

        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("Created \(temporaryFolder.path)/WebServer/Sources/NotesWeb/NotesWebCommand.swift\n"))
        #expect(run.standardOutput.hasSuffix("  swift run --package-path WebServer notes-web   # then open http://127.0.0.1:8080/\n"))
        // The app's own package names no web package, so that its `swift test` builds no server.
        let manifest = try String(contentsOfFile: temporaryFolder.path + "/Package.swift", encoding: .utf8)
        #expect(!manifest.contains("RIBsWeb"))
        #expect(manifest.contains(#".library(name: "Notes", targets: ["Notes"]),"#))
        let webManifest = try String(contentsOfFile: temporaryFolder.path + "/WebServer/Package.swift", encoding: .utf8)
        #expect(webManifest.contains(#".package(name: "RIBsWeb", path: "\#(Self.checkout)/Web"),"#))
        #expect(webManifest.contains(#".package(name: "Notes", path: ".."),"#))
        #expect(webManifest.contains(#".product(name: "WebApp", package: "RIBsWeb"),"#))
    }

    @Test(arguments: [
        (["--ribs-path", "/nonexistent/ribs"], "Error: '/nonexistent/ribs' is not a checkout of RIBs: No such file or directory.\n"),
        (["--ribs-path", "/"], "Error: '/' is not a checkout of RIBs: it has no Package.swift with a Sources/RIBs folder.\n"),
    ])
    func refusesAFolderThatIsNotACheckoutOfRIBs(_ options: [String], _ message: String) async throws {
        let run = try await ribs(["init", "Notes", "-o", temporaryFolder.path + "/app"] + options)

        #expect(run.status == 1)
        #expect(run.standardError == message)
        #expect(!FileManager.default.fileExists(atPath: temporaryFolder.path + "/app"))
    }

    @Test(arguments: [
        (["--ribs-path", ".", "--ribs-url", "https://example.com/RIBs"], "--ribs-path and --ribs-url do not go together"),
        (["--output", ""], "--output is empty"),
        (["--web", "--ribs-url", "https://example.com/RIBs"], "--web needs RIBs from a checkout"),
        (["--ribs-url", ""], "--ribs-url and --ribs-branch need a value."),
    ])
    func refusesOptionsThatDoNotGoTogether(_ options: [String], _ message: String) async throws {
        let run = try await ribs(["init", "Notes"] + options, in: temporaryFolder.url)

        #expect(run.status == 64)
        #expect(run.standardError.hasPrefix("Error: \(message)"), "\(run.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporaryFolder.path).isEmpty)
    }

    @Test(arguments: [
        ("notes", "Error: 'notes' is not an app name: use an uppercase letter A-Z, then letters A-Z, a-z and digits, as in Notes."),
        ("My App", "Error: 'My App' is not an app name: it contains ' '; use an uppercase letter A-Z, then letters A-Z, a-z and digits, as in Notes."),
        ("RIBs", "Error: 'RIBs' would make a module hiding RIBs, which the app imports; choose another name."),
        ("Testing", "Error: 'Testing' would make a module hiding Testing, which the app imports; choose another name."),
        ("RIBsInspector", "Error: 'RIBsInspector' would make a module hiding RIBsInspector, which the app imports; choose another name."),
        // The launch code's module, and the module RIBs brings along for its system calls.
        ("TerminalApp", "Error: 'TerminalApp' would make a module hiding TerminalApp, which the app imports; choose another name."),
        ("SystemCalls", "Error: 'SystemCalls' would make a module hiding SystemCalls, which the app imports; choose another name."),
        ("Self", "Error: 'Self' is a Swift keyword and cannot be an app name; choose another name."),
    ])
    func refusesABadNameAndWritesNothing(_ name: String, _ message: String) async throws {
        let run = try await ribs(["init", name], in: temporaryFolder.url)

        #expect(run.status == 64)
        #expect(run.standardError.hasPrefix(message + "\n"), "\(run.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporaryFolder.path).isEmpty)
    }

    /// With --web the app also imports the server's modules, whose names it may not take.
    @Test(arguments: ["Logging", "Crypto", "Hummingbird", "NIOCore"])
    func withWebAServerModulesNameIsRefused(_ name: String) async throws {
        let run = try await ribs(["init", name, "--web"], in: temporaryFolder.url)

        #expect(run.status == 64)
        #expect(run.standardError.hasPrefix("Error: '\(name)' would make a module hiding \(name), which the app imports"), "\(run.standardError)")
        #expect(try await ribs(["init", name, "--dry-run"], in: temporaryFolder.url).status == 0, "without --web the name is free")
    }

    /// A folder holding anything, a hidden file included, is not a new package's folder.
    @Test func refusesAFolderThatIsNotEmptyAndWritesNothing() async throws {
        try "mine\n".write(toFile: temporaryFolder.path + "/.env", atomically: false, encoding: .utf8)

        let run = try await ribs(["init", "Notes", "-o", temporaryFolder.path])

        #expect(run.status == 1)
        #expect(run.standardError == """
            Error: The folder '\(temporaryFolder.path)' is not empty. Nothing was written; choose a new folder with --output, \
            or pass --force to write into it (replacing files of the same names).

            """)
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporaryFolder.path) == [".env"])
    }

    @Test func forceWritesIntoAFolderThatIsNotEmptyKeepingOtherFiles() async throws {
        try "mine\n".write(toFile: temporaryFolder.path + "/notes.txt", atomically: false, encoding: .utf8)
        try "old\n".write(toFile: temporaryFolder.path + "/README.md", atomically: false, encoding: .utf8)

        let run = try await ribs(["init", "Notes", "-o", temporaryFolder.path, "--force"])

        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("Replaced \(temporaryFolder.path)/README.md\n"))
        #expect(try String(contentsOfFile: temporaryFolder.path + "/notes.txt", encoding: .utf8) == "mine\n")
        #expect(try String(contentsOfFile: temporaryFolder.path + "/README.md", encoding: .utf8).hasPrefix("# Notes\n"))
    }

    @Test(arguments: [false, true])
    func dryRunPrintsThePackageAndWritesNothing(folderHasFiles: Bool) async throws {
        if folderHasFiles {
            try "old\n".write(toFile: temporaryFolder.path + "/README.md", atomically: false, encoding: .utf8)
        }

        let run = try await ribs(["init", "Notes", "-o", temporaryFolder.path, "--dry-run"])

        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.hasPrefix("Dry run: nothing is written.\n"))
        #expect(run.standardOutput.contains("==> Would create \(temporaryFolder.path)/Sources/Notes/Root/RootRouter.swift\n"))
        #expect(run.standardOutput.contains("Would create the folder \(temporaryFolder.path)/Tests/NotesTests/Welcome\n"))
        let readme = folderHasFiles ? "==> Exists, would be replaced with --force:" : "==> Would create"
        #expect(run.standardOutput.contains("\(readme) \(temporaryFolder.path)/README.md\n"))
        #expect(run.standardOutput.hasSuffix("is not empty: without --dry-run, ribs would write nothing unless given --force.\n") == folderHasFiles)
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporaryFolder.path) == (folderHasFiles ? ["README.md"] : []))
    }

    // MARK: - Private

    /// This repository, which the tested `ribs` was built from.
    private static let checkout = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .path

    private func ribs(_ arguments: [String], in folder: URL? = nil) async throws -> CommandRun {
        try await CommandRun.run(BuiltProducts.ribs, arguments, in: folder)
    }
}
