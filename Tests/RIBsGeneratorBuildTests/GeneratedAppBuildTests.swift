import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import ProcessTestSupport
import RIBsGeneratorTestSupport
import Testing

/// The package `ribs init` writes, built, tested and run as its README says, offline, against
/// this checkout: the proof that a new app works first time.
@Suite(.enabled(if: GeneratedPackage.isEnabled,
                "Slow (builds a package from scratch); run with RIBS_GENERATOR_BUILD_TESTS=1"))
struct GeneratedAppBuildTests {

    @Test(.timeLimit(.minutes(30)))
    func aNewAppBuildsWithoutWarningsItsTestsPassAndItRuns() async throws {
        let package = try GeneratedPackage(writingManifest: false)
        let initRun = try await package.ribs("init", "Notes", "--output", ".")
        try #require(initRun.status == 0, "ribs init failed: \(initRun.standardError)")
        // ScreenKit's contract with adopters, as written, compiles in a package of their own.
        try ScreenKitContract.source.write(to: package.folder.url.appendingPathComponent("Sources/Notes/" + ScreenKitContract.fileName),
                                           atomically: true, encoding: .utf8)

        // Root's router 5 and interactor 3, Welcome's interactor 5, the whole app 2.
        try await package.buildWithoutWarningsAndTest(summary: "Test run with 15 tests in 4 suites passed")

        // A pipe is not a terminal: the plain line mode, as the README shows.
        let app = try await package.runBuiltExecutable("notes", input: "Your name: Ada\nhello\nforget 1\nclose\nopen\nquit\n")
        #expect(app.status == 0, "\(app.standardError)")
        #expect(app.standardError.isEmpty)
        let screens = app.standardOutput.components(separatedBy: "=== Notes ===\n").dropFirst()
        #expect(screens.first?.hasPrefix("Welcome to Notes\nThe root's first child RIB.\nYour name: (empty)\n") == true, "\(app.standardOutput)")
        #expect(screens.contains { $0.contains("Hello, Ada!\n") && $0.contains("  1. Ada\n") }, "\(app.standardOutput)")
        #expect(screens.contains { $0.contains("Hello, Ada!\n") && $0.contains("  (Nobody greeted yet)\n") }, "forgotten: \(app.standardOutput)")
        #expect(!app.standardOutput.contains("Unknown command"), "\(app.standardOutput)")
        #expect(screens.contains { $0.hasPrefix("Notes\nWelcome, its child RIB, is closed.\n[Open Welcome]\n") }, "\(app.standardOutput)")
        #expect(screens.last?.hasPrefix("Welcome to Notes\n") == true, "Welcome opens again: \(app.standardOutput)")

        // Saved after every change by the terminal host, with no line of the app's own for it:
        // `--resume` shows those greeted in the last run; a run without it starts afresh.
        let greeting = try await package.runBuiltExecutable("notes", input: "Your name: Grace\nhello\nquit\n")
        #expect(greeting.status == 0, "\(greeting.standardError)")
        let resumed = try await package.runBuiltExecutable("notes", arguments: ["--resume"], input: "quit\n")
        #expect(resumed.status == 0, "\(resumed.standardError)")
        #expect(resumed.standardOutput.hasPrefix("=== Notes ===\nWelcome to Notes\n") && resumed.standardOutput.contains("  1. Grace\n"),
                "\(resumed.standardOutput)")
        let afresh = try await package.runBuiltExecutable("notes", input: "quit\n")
        #expect(afresh.standardOutput.contains("  (Nobody greeted yet)\n"), "\(afresh.standardOutput)")

        // `--plain` on a terminal, where the app would otherwise take the full screen: plain
        // lines all the same, no escape sequence among them.
        let terminal = try PseudoTerminal()
        let plain = try SpawnedProcess(package.folder.path + "/.build/debug/notes", ["--plain"],
                                       environment: ["XDG_STATE_HOME": package.stateHome], in: package.folder.url,
                                       standardInput: .descriptor(terminal.terminal),
                                       standardOutput: .descriptor(terminal.terminal),
                                       standardError: .descriptor(terminal.terminal))
        terminal.type("Your name: Ada\rhello\rquit\r")
        let plainEnded = try await plain.wait()
        let onTheTerminal = terminal.output()
        #expect(plainEnded.exitStatus == 0, "\(plainEnded): \(onTheTerminal)")
        #expect(onTheTerminal.contains("=== Notes ===") && onTheTerminal.contains("Hello, Ada!"), "\(onTheTerminal)")
        #expect(!onTheTerminal.contains("\u{1B}["), "\(onTheTerminal.debugDescription)")

        // The launch code every app gets records a session and replays it.
        let recorded = try await package.runBuiltExecutable("notes", arguments: ["--record", "session.trace"], input: "Your name: Ada\nhello\nclose\nquit\n")
        #expect(recorded.status == 0, "\(recorded.standardError)")
        let replayed = try await package.runBuiltExecutable("notes", arguments: ["--replay", "session.trace"], input: "")
        #expect(replayed.status == 0, "\(replayed.standardError)")
        #expect(replayed.standardOutput.contains("Replayed session.trace: "), "\(replayed.standardOutput)")
    }
}

/// `ribs init --web`: the same app served to browsers by the generated `<app>-web`, a package of
/// its own in `WebServer/` built against this checkout's web package (its first build takes minutes:
/// Hummingbird, SwiftNIO), while the app's own `swift test` builds no server: named after the
/// app and nothing else; each page's session stored in SQLite by default, so that it survives a
/// SIGKILL of the server; and the trace its page downloads replays in the app's terminal binary
/// (pages played by `scripts/download-page-trace.py` and `scripts/page-session.py`, which need
/// Python's `websockets`).
@Suite(.enabled(if: GeneratedPackage.isEnabled,
                "Slow (builds a package and the web server from scratch); run with RIBS_GENERATOR_BUILD_TESTS=1"))
struct GeneratedWebAppBuildTests {

    @Test(.timeLimit(.minutes(30)))
    func aNewAppWithWebServesItsPageNamedAfterItAndKeepsItsSessions() async throws {
        let package = try GeneratedPackage(writingManifest: false)
        let initRun = try await package.ribs("init", "Notes", "--web", "--output", ".")
        try #require(initRun.status == 0, "ribs init failed: \(initRun.standardError)")

        // The app's own package: built and tested without resolving or building the server.
        let test = try await package.swift("test")
        #expect(test.status == 0, "swift test failed:\n\(test.standardOutput + test.standardError)")
        let checkouts = (try? FileManager.default.contentsOfDirectory(atPath: package.folder.path + "/.build/checkouts")) ?? []
        #expect(!checkouts.contains { $0.lowercased().contains("hummingbird") || $0.lowercased().contains("swift-nio") }, "\(checkouts)")
        let terminalBuild = try await package.swift("build", "--product", "notes")
        try #require(terminalBuild.status == 0, "\(terminalBuild.standardOutput + terminalBuild.standardError)")

        let webBuild = try await package.swiftInWeb("build", "--product", "notes-web")
        try #require(webBuild.status == 0, "swift build failed:\n\(webBuild.standardOutput + webBuild.standardError)")
        #expect(package.warnings(in: webBuild.standardOutput + webBuild.standardError) == [])

        let dataFolder = package.folder.path + "/sessions"
        var server = try startServer(of: package, storingIn: dataFolder)
        let address = try await servedAddress(of: server)
        let (page, pageResponse) = try await URLSession.shared.data(from: address)
        let html = String(decoding: page, as: UTF8.self)
        #expect(html.contains("<title>Notes · RIBs</title>"), "\(html)")
        // Named after the app, and nothing of TicTacToe, in headers, the page, its files and /metrics.
        #expect((pageResponse as? HTTPURLResponse)?.value(forHTTPHeaderField: "Server") == "notes-web")
        for path in ["", "app.js", "theme.js", "inspector.js", "elements.js", "elements/grid.js", "style.css", "metrics"] {
            let (body, _) = try await URLSession.shared.data(from: address.appendingPathComponent(path))
            let text = String(decoding: body, as: UTF8.self)
            #expect(!Self.namesTicTacToe(text), "/\(path) names TicTacToe")
            if path == "metrics" {
                #expect(text.contains("ribs_web_sessions "), "\(text)")
            }
        }

        // The trace a page downloads replays in the app's own terminal binary.
        let trace = package.folder.path + "/page.trace"
        let download = try await Self.script("download-page-trace.py", address.absoluteString, trace)
        try #require(download.status == 0, "the page's trace: \(download.standardError)")
        let replay = try await package.runBuiltExecutable("notes", arguments: ["--replay", trace], input: "")
        #expect(replay.status == 0, "\(replay.standardError)")
        #expect(replay.standardOutput.contains("Hello, Ada!"), "\(replay.standardOutput)")

        // A page's session, stored in SQLite with no option and no line of the app's own,
        // comes back after the server is killed outright and started again.
        let played = try await Self.script("page-session.py", "play", address.absoluteString)
        try #require(played.status == 0, "playing a page: \(played.standardError)")
        let token = played.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        kill(server.processID, SIGKILL)
        _ = try await server.wait()
        server = try startServer(of: package, storingIn: dataFolder)
        let restartedAddress = try await servedAddress(of: server)
        let resumed = try await Self.script("page-session.py", "resume", restartedAddress.absoluteString, token)
        #expect(resumed.status == 0, "\(resumed.standardOutput + resumed.standardError)")
        #expect(resumed.standardOutput.components(separatedBy: "\n").contains("Ada"), "the list of those greeted: \(resumed.standardOutput)")

        kill(server.processID, SIGTERM)
        let run = try await server.wait()
        #expect(run.status == 0 && !run.endedBySignal, "\(run.standardError)")
        #expect(!Self.namesTicTacToe(run.standardError), "the server's log: \(run.standardError)")

        // Two of the app's servers on one PostgreSQL behind HAProxy (Web/cluster/run-local.sh):
        // a session played on one node comes back through the proxy once that node is killed.
        let cluster = try RunningCommand(URL(fileURLWithPath: "/usr/bin/env"),
                                         ["bash", Self.repository.appendingPathComponent("Web/cluster/run-local.sh").path,
                                          "--nodes", "2", "--port", "0", "--binary", package.folder.path + "/WebServer/.build/debug/notes-web"],
                                         in: package.folder.url)
        let (pageAddress, nodes) = try await clusterAddresses(of: cluster)
        let onNode = try await Self.script("page-session.py", "play", nodes[0].address)
        try #require(onNode.status == 0, "playing a page on a node: \(onNode.standardError)")
        kill(nodes[0].processID, SIGKILL)
        let throughProxy = try await resumeThroughProxy(pageAddress, token: onNode.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(throughProxy.status == 0, "\(throughProxy.standardOutput + throughProxy.standardError)")
        #expect(throughProxy.standardOutput.components(separatedBy: "\n").contains("Ada"), "from PostgreSQL: \(throughProxy.standardOutput)")
        // run-local.sh stops what it started (PostgreSQL, HAProxy, the other node) on SIGTERM.
        kill(cluster.processID, SIGTERM)
        _ = try await cluster.wait()
    }

    /// This checkout, for its scripts.
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The proxy's page address and each node's address and process, once `run-local.sh` has
    /// printed them all (its last line names the database).
    private func clusterAddresses(of cluster: RunningCommand) async throws -> (page: String, nodes: [(address: String, processID: pid_t)]) {
        while true {
            let lines = try cluster.standardOutputSoFar().components(separatedBy: "\n")
            if lines.contains(where: { $0.hasPrefix("database: ") }) {
                let page = lines.first { $0.hasPrefix("page: ") }.map { String($0.dropFirst("page: ".count)) } ?? ""
                let nodes = lines.filter { $0.hasPrefix("node: ") }.compactMap { line -> (String, pid_t)? in
                    let words = line.split(separator: " ")
                    guard words.count == 3, let pid = pid_t(words[2].replacingOccurrences(of: "pid=", with: "")) else {
                        return nil
                    }
                    return (String(words[1]), pid)
                }
                try #require(!page.isEmpty && nodes.count == 2, "run-local.sh printed: \(lines)")
                return (page, nodes)
            }
            if kill(cluster.processID, 0) != 0 {
                let run = try await cluster.wait()
                Issue.record("run-local.sh ended: \(run.standardOutput)\n\(run.standardError)")
                throw CancellationError()
            }
            try await Task.sleep(for: .milliseconds(200))
        }
    }

    /// Resumes the session of `token` through the proxy, as a reloaded page does, until the
    /// proxy has seen that its node is gone (it checks each node every second) or a minute
    /// has passed.
    private func resumeThroughProxy(_ pageAddress: String, token: String) async throws -> CommandRun {
        let deadline = ContinuousClock.now + .seconds(60)
        while true {
            let run = try await Self.script("page-session.py", "resume", pageAddress, token)
            if run.status == 0 || ContinuousClock.now > deadline {
                return run
            }
            try await Task.sleep(for: .milliseconds(500))
        }
    }

    /// Starts the built `notes-web` on a free port, keeping its sessions in SQLite in `folder`.
    private func startServer(of package: GeneratedPackage, storingIn folder: String) throws -> RunningCommand {
        try RunningCommand(URL(fileURLWithPath: package.folder.path + "/WebServer/.build/debug/notes-web"),
                           ["--port", "0", "--data-dir", folder], in: package.folder.url)
    }

    /// Runs one of this checkout's Python scripts with `arguments`.
    private static func script(_ name: String, _ arguments: String...) async throws -> CommandRun {
        try await CommandRun.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", repository.appendingPathComponent("scripts/" + name).path] + arguments)
    }

    private static func namesTicTacToe(_ text: String) -> Bool {
        text.range(of: "tic-?tac-?toe", options: [.regularExpression, .caseInsensitive]) != nil
    }

    /// The address the server says it serves at, once it says so; the server is stopped and
    /// the test fails if it ends first.
    private func servedAddress(of server: RunningCommand) async throws -> URL {
        let announcement = try NSRegularExpression(pattern: #"Notes is served at (http://127\.0\.0\.1:\d+/)"#)
        while true {
            let log = try server.standardErrorSoFar()
            if let match = announcement.firstMatch(in: log, range: NSRange(log.startIndex..., in: log)),
               let range = Range(match.range(at: 1), in: log), let url = URL(string: String(log[range])) {
                return url
            }
            if kill(server.processID, 0) != 0 || log.contains("notes-web:") {
                kill(server.processID, SIGKILL)
                let run = try await server.wait()
                Issue.record("notes-web ended without serving: \(run.standardError)")
                throw CancellationError()
            }
            try await Task.sleep(for: .milliseconds(100))
        }
    }
}
