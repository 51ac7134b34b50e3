import Foundation
@testable import RIBsGenerator
import RIBsGeneratorTestSupport
import Testing

/// The built `ribs` where what it prints goes wrong or could do harm: output that cannot be
/// written, and text from the command line that would steer the terminal.
@Suite(.timeLimit(.minutes(10)))
struct CommandLineOutputTests {

    private let temporaryFolder: TemporaryFolder

    init() throws {
        temporaryFolder = try TemporaryFolder()
    }

    @Test(arguments: [["--help"], ["help", "new"], ["new", "--help"], ["new", "Foo", "--dry-run"], []])
    func outputToAFullDiskIsAnError(_ arguments: [String]) async throws {
        let run = try await ribs(arguments, redirecting: "> /dev/full")

        #expect(run.status == 1)
        #expect(run.standardError == "Error: Cannot write to standard output: No space left on device.\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporaryFolder.path).isEmpty)
    }

    @Test func aReportToAFullDiskIsAnErrorThatSaysTheFilesWereWritten() async throws {
        let run = try await ribs(["extension", "Root", "Foo"], redirecting: "> /dev/full")

        #expect(run.status == 1)
        #expect(run.standardError == "Error: Cannot write to standard output: No space left on device. The files were written.\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporaryFolder.path) == ["RootComponent+Foo.swift"])
    }

    @Test(arguments: [["--help"], ["new", "Foo"]])
    func aClosedStandardOutputIsAnErrorBeforeAnythingIsWritten(_ arguments: [String]) async throws {
        let run = try await ribs(arguments, redirecting: ">&-")

        #expect(run.status == 1)
        #expect(run.standardError == "Error: Cannot write to standard output: it is closed.\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporaryFolder.path).isEmpty)
    }

    /// Names, options and paths that carry terminal escapes are printed with the escapes
    /// spelled out, whichever message quotes them.
    @Test(arguments: [
        (["new", "A\u{1B}]2;PWNED\u{07}B"], "Error: 'A\\u{1B}]2;PWNED\\u{7}B' is not a Swift type name"),
        (["new", "\u{1B}[2J"], "Error: '\\u{1B}[2J' is not a Swift type name"),
        (["new", "Foo\u{9B}31m"], "Error: 'Foo\\u{9B}31m' is not a Swift type name: it contains '\\u{9B}'"),
        (["new", "Foo", "--\u{1B}[2J"], "Error: Unknown option '--\\u{1B}[2J'"),
        (["tests", "Foo", "--module", "A\u{202E}B"], "Error: 'A\\u{202E}B' is not a Swift module name"),
        (["new", "Foo", "extra\u{07}"], "Error: Unexpected argument 'extra\\u{7}'"),
    ])
    func escapesControlCharactersInMessages(_ arguments: [String], _ expectedStart: String) async throws {
        let run = try await ribs(arguments)

        #expect(run.status == 64)
        #expect(run.standardError.hasPrefix(expectedStart), "\(run.standardError)")
        #expect(!run.standardError.unicodeScalars.contains { $0 != "\n" && !DisplayText.isSafe($0) })
    }

    @Test func escapesControlCharactersInPaths() async throws {
        let folder = temporaryFolder.path + "/out\u{1B}[2J"

        let dryRun = try await ribs(["extension", "Root", "Foo", "-o", folder, "--dry-run"])
        let run = try await ribs(["extension", "Root", "Foo", "-o", folder])
        let refused = try await ribs(["extension", "Root", "Foo", "-o", folder])

        let shown = temporaryFolder.path + "/out\\u{1B}[2J"
        #expect(dryRun.standardOutput.hasPrefix("Dry run: nothing is written.\nWould create the folder \(shown)\n"))
        #expect(run.standardOutput == "Created \(shown)/RootComponent+Foo.swift\n")
        #expect(refused.standardError.hasPrefix("Error: These files already exist:\n  \(shown)/RootComponent+Foo.swift\n"))
        #expect(FileManager.default.fileExists(atPath: folder + "/RootComponent+Foo.swift"))
    }

    @Test func shortensHugeNamesInMessages() async throws {
        let run = try await ribs(["new", "A" + String(repeating: "\u{301}", count: 20_000)])

        #expect(run.status == 64)
        #expect(run.standardError.utf8.count < 1_000, "\(run.standardError.utf8.count) bytes")
    }

    // MARK: - Private

    /// Runs `ribs` with `arguments` in the temporary folder, its standard output redirected by
    /// the shell as `redirection` says (`> /dev/full`, `>&-`).
    private func ribs(_ arguments: [String], redirecting redirection: String = "") async throws -> CommandRun {
        try await CommandRun.run(URL(fileURLWithPath: "/bin/sh"),
                           ["-c", #"exec "$0" "$@" "# + redirection, BuiltProducts.ribs.path] + arguments,
                           in: temporaryFolder.url)
    }
}
