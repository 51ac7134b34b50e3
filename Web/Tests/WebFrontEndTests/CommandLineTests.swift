import Testing

/// `tictactoe-web`'s options: out-of-range values are refused before the server starts, and a
/// busy port is one clear line.
struct CommandLineTests {

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
    ])
    func anOptionOutOfRangeIsRefusedNamingIt(arguments: [String]) async throws {
        let server = try ServerProcess.start(arguments: arguments)
        defer {
            server.killIfRunning()
        }
        try await server.waitForExit()
        #expect(server.exitStatus == 64, "\(server.output)")
        let option = try #require(arguments.first)
        #expect(server.output.contains("Error: \(option) "), "\(server.output)")
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
}
