import Foundation
@testable import RIBsGenerator
import RIBsGeneratorTestSupport
import Testing

/// The built `ribs`, sent a signal while it puts its files in place: it undoes everything and
/// then ends by that signal.
///
/// `strace` sends the signal as `ribs` enters the system call that puts the second file in
/// place (`link` for a new file, `rename` for a replaced one), so it lands between the first
/// file and the last every time, however busy the machine. `.ci/run` installs `strace`.
@Suite(.timeLimit(.minutes(10)))
struct InterruptedRunTests {

    private let temporaryFolder: TemporaryFolder

    init() throws {
        temporaryFolder = try TemporaryFolder()
    }

    @Test(arguments: [("SIGINT", SIGINT), ("SIGTERM", SIGTERM), ("SIGHUP", SIGHUP)])
    func aSignalBetweenNewFilesRemovesThemAndTheFoldersItCreated(_ signalName: String, _ signal: Int32) async throws {
        let folder = temporaryFolder.path + "/New/Foo"

        let run = try await interruptedRun(["new", "Foo", "-o", folder], interruptingAtTheSecond: "link", signal: signal)

        #expect(run.trace.hasSuffix("+++ killed by \(signalName) +++\n"), "\(run.trace)")
        #expect(run.standardOutput.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporaryFolder.path) == ["trace"])
    }

    @Test(arguments: [("SIGINT", SIGINT), ("SIGTERM", SIGTERM)])
    func aSignalBetweenReplacedFilesRestoresThem(_ signalName: String, _ signal: Int32) async throws {
        let folder = temporaryFolder.path + "/Foo"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let mine = ["FooBuilder.swift", "FooInteractor.swift", "FooRouter.swift"]
        for name in mine {
            try "my \(name)\n".write(toFile: folder + "/" + name, atomically: false, encoding: .utf8)
        }

        let run = try await interruptedRun(["new", "Foo", "--viewless", "--force", "-o", folder], interruptingAtTheSecond: "rename", signal: signal)

        #expect(run.trace.hasSuffix("+++ killed by \(signalName) +++\n"), "\(run.trace)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == mine)
        for name in mine {
            #expect(try String(contentsOfFile: folder + "/" + name, encoding: .utf8) == "my \(name)\n")
        }
    }

    /// `ribs remove` signalled as it deletes its second file (the parent's file replaced, the
    /// first file deleted), or as it deletes the child's folder (every file deleted): the
    /// parent's file, the deleted files and the folder come back.
    @Test(arguments: [("SIGINT", SIGINT, "unlink"), ("SIGTERM", SIGTERM, "unlink"), ("SIGTERM", SIGTERM, "rmdir")])
    func aSignalWhileRemovingAChildPutsEverythingBack(_ signalName: String, _ signal: Int32, _ systemCall: String) async throws {
        let fixture = try UnwiringFixture()
        let before = try fixture.snapshot()

        let run = try await interruptedRun(["remove", "Help"], interruptingAt: systemCall, occurrence: systemCall == "rmdir" ? 1 : 2,
                                           signal: signal, in: fixture.package.url, environment: ["RIBS_WIRE": fixture.wire.path])

        #expect(run.trace.hasSuffix("+++ killed by \(signalName) +++\n"), "\(run.trace)")
        #expect(run.standardOutput.isEmpty)
        #expect(try fixture.snapshot() == before)
    }

    // MARK: - Private

    private static let strace = URL(fileURLWithPath: "/usr/bin/strace")

    /// Runs `ribs` with `arguments` under `strace`, which sends it `signal` as it enters its
    /// second `systemCall`.
    ///
    /// - Returns: What `ribs` printed, and the trace, which ends by saying how `ribs` ended.
    private func interruptedRun(_ arguments: [String], interruptingAtTheSecond systemCall: String, signal: Int32) async throws
        -> (standardOutput: String, trace: String) {
        try await interruptedRun(arguments, interruptingAt: systemCall, occurrence: 2, signal: signal, tracingChildren: true)
    }

    /// Runs `ribs` with `arguments` under `strace`, which sends it `signal` as it enters its
    /// `systemCall` for the `occurrence`th time; the processes `ribs` starts are traced too
    /// only if `tracingChildren`.
    private func interruptedRun(_ arguments: [String], interruptingAt systemCall: String, occurrence: Int, signal: Int32,
                                tracingChildren: Bool = false, in folder: URL? = nil, environment: [String: String?] = [:]) async throws
        -> (standardOutput: String, trace: String) {
        try #require(FileManager.default.isExecutableFile(atPath: Self.strace.path), "strace is missing: apt-get install strace")
        let trace = temporaryFolder.path + "/trace"
        let run = try await CommandRun.run(Self.strace, (tracingChildren ? ["-f"] : []) + [
            "-o", trace, "-e", "trace=\(systemCall)", "-e", "inject=\(systemCall):signal=\(signal):when=\(occurrence)",
            BuiltProducts.ribs.path,
        ] + arguments, in: folder, environment: environment)
        let text = try String(contentsOfFile: trace, encoding: .utf8)
        if occurrence > 1 {
            // The first call was made before the signal came (not SIGCHLD, which a tool `ribs`
            // ran sends when it ends).
            let beforeSignal = text.components(separatedBy: "--- SIG").prefix { !$0.hasPrefix("INT") && !$0.hasPrefix("TERM") && !$0.hasPrefix("HUP") }
                .joined(separator: "--- SIG")
            #expect(beforeSignal.contains("\(systemCall)(") && beforeSignal.contains(") = 0"), "\(text)")
        }
        return (run.standardOutput, text)
    }
}
