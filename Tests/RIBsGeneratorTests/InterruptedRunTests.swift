import Foundation
@testable import RIBsGenerator
import RIBsGeneratorTestSupport
import Testing

/// The built `ribs`, sent a signal while it puts its files in place: it undoes everything and
/// then ends by that signal.
///
/// `strace` slows down the system call that puts each file in place (`link` for a new file,
/// `rename` for a replaced one) and reports when the first has happened, so the signal lands
/// between the first file and the last every time. `.ci/run` installs `strace`.
struct InterruptedRunTests {

    private let temporaryFolder: TemporaryFolder

    init() throws {
        temporaryFolder = try TemporaryFolder()
    }

    @Test(arguments: [("SIGINT", SIGINT), ("SIGTERM", SIGTERM), ("SIGHUP", SIGHUP)])
    func aSignalBetweenNewFilesRemovesThemAndTheFoldersItCreated(_ signalName: String, _ signal: Int32) throws {
        let folder = temporaryFolder.path + "/New/Foo"

        let run = try interruptedRun(["new", "Foo", "-o", folder], slowing: "link", signal: signal)

        #expect(run.trace.hasSuffix("+++ killed by \(signalName) +++\n"), "\(run.trace)")
        #expect(run.standardOutput.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporaryFolder.path) == ["trace"])
    }

    @Test(arguments: [("SIGINT", SIGINT), ("SIGTERM", SIGTERM)])
    func aSignalBetweenReplacedFilesRestoresThem(_ signalName: String, _ signal: Int32) throws {
        let folder = temporaryFolder.path + "/Foo"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let mine = ["FooBuilder.swift", "FooInteractor.swift", "FooRouter.swift"]
        for name in mine {
            try "my \(name)\n".write(toFile: folder + "/" + name, atomically: false, encoding: .utf8)
        }

        let run = try interruptedRun(["new", "Foo", "--viewless", "--force", "-o", folder], slowing: "rename", signal: signal)

        #expect(run.trace.hasSuffix("+++ killed by \(signalName) +++\n"), "\(run.trace)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == mine)
        for name in mine {
            #expect(try String(contentsOfFile: folder + "/" + name, encoding: .utf8) == "my \(name)\n")
        }
    }

    // MARK: - Private

    private static let strace = URL(fileURLWithPath: "/usr/bin/strace")

    /// Runs `ribs` with `arguments` under `strace`, each `systemCall` delayed by 0.3 s, and
    /// sends it `signal` as soon as the first of them has returned.
    ///
    /// - Returns: What `ribs` printed, and the trace, which ends by saying how `ribs` ended.
    private func interruptedRun(_ arguments: [String], slowing systemCall: String, signal: Int32) throws
        -> (standardOutput: String, trace: String) {
        try #require(FileManager.default.isExecutableFile(atPath: Self.strace.path), "strace is missing: apt-get install strace")
        let trace = temporaryFolder.path + "/trace"
        let command = try RunningCommand(Self.strace, [
            "-f", "-o", trace, "-e", "trace=\(systemCall)", "-e", "inject=\(systemCall):delay_enter=300000",
            BuiltProducts.ribs.path,
        ] + arguments)
        let processID = try #require(try firstCallerOf(systemCall, in: trace), "ribs never called \(systemCall)")
        kill(processID, signal)
        let run = try command.wait()
        return (run.standardOutput, try String(contentsOfFile: trace, encoding: .utf8))
    }

    /// The ID of the process whose first `systemCall` the trace shows returned; `nil` if none
    /// did within 30 seconds.
    private func firstCallerOf(_ systemCall: String, in trace: String) throws -> Int32? {
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            let text = (try? String(contentsOfFile: trace, encoding: .utf8)) ?? ""
            if let line = text.split(separator: "\n").first(where: { $0.contains(" \(systemCall)(") && $0.contains(") = ") }),
               let processID = line.split(separator: " ").first.flatMap({ Int32($0) }) {
                return processID
            }
            usleep(10_000)
        }
        return nil
    }
}
