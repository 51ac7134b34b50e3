import Foundation
import Testing
import WebTesting

/// `tictactoe-web`'s options: out-of-range values are refused before the server starts, and a
/// busy port is one clear line.
@Suite(.timeLimit(.minutes(2)))
struct CommandLineTests {

    /// Settings swift-otel would stop the process for (a `fatalError`), refused with a message.
    @Test(arguments: [
        ["OTEL_EXPORTER_OTLP_PROTOCOL": "grpc"],
        ["OTEL_PROPAGATORS": "tracecontext,baggage"],
        ["OTEL_TRACES_SAMPLER": "xray"],
    ])
    func anOpenTelemetrySettingTheServerCannotHonourIsRefusedNamingIt(environment: [String: String]) async throws {
        let server = try ServerProcess.start(arguments: ["--in-memory", "--otlp-endpoint", "http://127.0.0.1:9"], environment: environment)
        defer {
            server.killIfRunning()
        }
        try await server.waitForExit()
        #expect(server.exitStatus == 64, "\(server.output)")
        let variable = try #require(environment.keys.first)
        #expect(server.output.contains("Error: \(variable)"), "\(server.output)")
    }

    @Test(arguments: [
        ["--idle-timeout", "0.00001"],
        ["--idle-timeout", "nan"],
        ["--idle-timeout", "20000"],
        ["--max-sessions", "0"],
        ["--max-sessions", "2000000"],
        ["--max-messages-per-second", "0"],
        ["--max-messages-per-second", "2000000"],
        ["--max-new-sessions-per-minute", "0"],
        ["--allowed-host", "http://evil.example/"],
        ["--allowed-host", ""],
        ["--data-dir", ""],
        ["--in-memory", "--data-dir", "/tmp"],
        ["--database", ""],
        ["--node-id", ""],
        ["--node-id", "a b"],
        ["--in-memory", "--database", "postgres://ann@127.0.0.1/games"],
        ["--data-dir", "/tmp", "--database", "postgres://ann@127.0.0.1/games"],
    ])
    func anOptionOutOfRangeIsRefusedNamingIt(arguments: [String]) async throws {
        let server = try ServerProcess.start(arguments: arguments)
        defer {
            server.killIfRunning()
        }
        try await server.waitForExit()
        #expect(server.exitStatus == 64, "\(server.output)")
        // The error begins with the option refused, and names every option given: two that
        // conflict are both named.
        let option = try #require(arguments.first)
        let error = try #require(server.output.split(separator: "\n").first { $0.hasPrefix("Error: ") }, "\(server.output)")
        #expect(error.hasPrefix("Error: \(option) "), "\(server.output)")
        for named in arguments where named.hasPrefix("--") {
            #expect(error.contains(named), "\(named): \(server.output)")
        }
        #expect(!server.output.contains("served at"))
    }

    @Test func aBusyPortIsOneLineNamingThePortAndTheOption() async throws {
        let first = try ServerProcess.start()
        defer {
            first.killIfRunning()
        }
        let port = try await first.port()
        let second = try ServerProcess.start(port: port)
        defer {
            second.killIfRunning()
        }
        try await second.waitForExit()
        #expect(second.exitStatus == 1, "\(second.output)")
        let errorLines = second.output.split(separator: "\n").filter { !$0.contains(" info ") }
        #expect(errorLines == ["Error: Port \(port) on 127.0.0.1 is already in use by another program; choose another with --port (--port 0 picks a free one)."],
                "\(second.output)")
    }

    /// `--host ::` prints an address a browser opens: `http://[::]:PORT/`, not `http://:::PORT/`.
    @Test func anIPv6HostIsBracketedInTheAddressTheServerPrints() async throws {
        let server = try ServerProcess.start(arguments: ["--in-memory", "--host", "::1"])
        defer {
            server.killIfRunning()
        }
        try await waitUntil("\(server.output)") { server.output.contains("served at http://[::1]:") || server.exitStatus != nil }
        #expect(server.output.contains("TicTacToe is served at http://[::1]:"), "\(server.output)")
        server.send(SIGTERM)
        try await server.waitForExit()
    }

    @Test func aSecondServerOnTheSameDataFolderExitsNamingIt() async throws {
        let directory = ServerProcess.temporaryDataDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try ServerProcess.start(dataDirectory: directory)
        _ = try await first.port()

        let second = try ServerProcess.start(dataDirectory: directory)
        try await second.waitForExit()

        #expect(second.exitStatus == 1, "\(second.output)")
        #expect(second.output.contains("Error: Another server uses the data folder \(directory.path) (its lock is held)."),
                "\(second.output)")
        #expect(!second.output.contains("served at"))
        first.send(SIGTERM)
        try await first.waitForExit()
        #expect(first.exitStatus == 0)
    }

    @Test func aDamagedStoreStopsTheServerAtStartAndIsLeftAsItWas() async throws {
        let directory = ServerProcess.temporaryDataDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("sessions.sqlite3")
        let garbage = Data(String(repeating: "not a database ", count: 400).utf8)
        try garbage.write(to: file)

        let server = try ServerProcess.start(dataDirectory: directory)
        try await server.waitForExit()

        #expect(server.exitStatus == 1, "\(server.output)")
        #expect(server.output.contains("Error: The session store \(file.path) is damaged or not a database"), "\(server.output)")
        #expect(try Data(contentsOf: file) == garbage)
    }

    @Test func aDataFolderThatCannotBeCreatedStopsTheServerNamingIt() async throws {
        let blocker = ServerProcess.temporaryDataDirectory()
        defer { try? FileManager.default.removeItem(at: blocker) }
        try Data().write(to: blocker)
        let directory = blocker.appendingPathComponent("data")

        let server = try ServerProcess.start(dataDirectory: directory)
        try await server.waitForExit()

        #expect(server.exitStatus == 1, "\(server.output)")
        #expect(server.output.contains("Error: The data folder \(directory.path) cannot be used: Not a directory."), "\(server.output)")
    }

    @Test func aNodeIDIsOnEveryLogLineAndInHealth() async throws {
        let server = try ServerProcess.start(arguments: ["--in-memory", "--node-id", "n7"])
        defer { server.killIfRunning() }
        let port = try await server.port()
        let health = try await RawConnection.withConnection(port: port) { connection in
            try await connection.send("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
            return String(decoding: try await connection.readBytesUntilClosed(), as: UTF8.self)
        }
        #expect(health.contains(#""node":"n7""#) && health.contains(#""status":"ok""#), "\(health)")
        let lines = server.output.split(separator: "\n").filter { $0.contains("tictactoe-web:") }
        #expect(!lines.isEmpty && lines.allSatisfy { $0.contains("node=n7") }, "\(server.output)")
    }

    @Test func aDatabaseThatDoesNotAnswerStopsTheServerNamingItButNotItsPassword() async throws {
        let server = try ServerProcess.start(arguments: ["--database", "postgres://ann:secret-word@127.0.0.1:1/games?sslmode=disable"])
        defer { server.killIfRunning() }
        try await server.waitForExit()
        #expect(server.exitStatus == 1, "\(server.output)")
        #expect(server.output.contains("Error: The session store postgres://ann@127.0.0.1:1/games cannot be opened: "), "\(server.output)")
        #expect(!server.output.contains("secret-word"), "\(server.output)")
    }

    @Test(arguments: StoreBackend.Kind.allCases)
    func aGameSurvivesKillNineAndARestartOnTheSameStore(kind: StoreBackend.Kind) async throws {
        let backend = try await StoreBackend.make(kind)
        let first = try ServerProcess.start(arguments: backend.serverArguments)
        defer { first.killIfRunning() }
        let port = try await first.port()
        let token = try await RawConnection.withConnection(port: port) { page -> String in
            _ = try await page.upgrade(port: port)
            let welcome = try #require(try await page.readText(containing: #""type":"welcome""#))
            for message in [#"{"v":1,"type":"editText","field":"player1Name","text":"Ann"}"#, #"{"v":1,"type":"tapButton","id":"login"}"#,
                            #"{"v":1,"type":"tapButton","id":"startGame"}"#, #"{"v":1,"type":"tapCell","row":1,"column":1}"#] {
                try await page.sendText(message)
            }
            // Shown, so stored: the page saw the move before the server was killed.
            #expect(try await page.readText(containing: "Player 2 to play (O)") != nil)
            return try #require(welcome.firstMatch(of: /"session":"([0-9a-f]{32})"/)).output.1.description
        }
        first.send(SIGKILL)
        try await first.waitForExit()

        let second = try ServerProcess.start(port: port, arguments: backend.serverArguments)
        defer { second.killIfRunning() }
        _ = try await second.port()
        try await RawConnection.withConnection(port: port) { page in
            _ = try await page.upgrade("/ws?session=\(token)", port: port)
            let welcome = try #require(try await page.readText(containing: #""type":"welcome""#))
            #expect(welcome.contains(#""resumed":true"#), "\(welcome)")
            let screen = try #require(try await page.readText(containing: #""type":"screen""#))
            #expect(screen.contains("Player 2 to play (O)"), "\(screen)")
        }
    }
}
