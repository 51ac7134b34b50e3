import Foundation
import Testing
import WebTesting

/// The web server every app gets, as a process: the tests' Tally app (`TallyWeb`, not
/// TicTacToe) keeps its sessions in SQLite with no option given, in a folder named after it,
/// and a page's session survives kill -9 and a restart.
@Suite(.timeLimit(.minutes(2)))
struct AnyAppProcessTests {

    @Test func aSessionSurvivesKillNineAndARestartOnTheSameFolder() async throws {
        let directory = ServerProcess.temporaryDataDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try ServerProcess.start(product: "TallyWeb", dataDirectory: directory)
        defer { first.killIfRunning() }
        let port = try await first.port()
        #expect(first.output.contains("Tally is served at http://127.0.0.1:\(port)/  (Ctrl-C stops it; sessions are stored in \(directory.path)/sessions.sqlite3)"),
                "\(first.output)")
        let token = try await RawConnection.withConnection(port: port) { page -> String in
            _ = try await page.upgrade(port: port)
            let welcome = try #require(try await page.readText(containing: #""type":"welcome""#))
            try await page.sendText(Self.add)
            try await page.sendText(Self.add)
            // Shown, so stored: the page saw it before the server was killed.
            #expect(try await page.readText(containing: "Count: 2") != nil)
            return try #require(welcome.firstMatch(of: /"session":"([0-9a-f]{32})"/)).output.1.description
        }
        first.send(SIGKILL)
        try await first.waitForExit()

        let second = try ServerProcess.start(product: "TallyWeb", port: port, dataDirectory: directory)
        defer { second.killIfRunning() }
        _ = try await second.port()
        try await RawConnection.withConnection(port: port) { page in
            _ = try await page.upgrade("/ws?session=\(token)", port: port)
            let welcome = try #require(try await page.readText(containing: #""type":"welcome""#))
            #expect(welcome.contains(#""resumed":true"#), "\(welcome)")
            let screen = try #require(try await page.readText(containing: #""type":"screen""#))
            #expect(screen.contains("Count: 2"), "\(screen)")
        }
        second.send(SIGTERM)
        try await second.waitForExit()
        #expect(second.exitStatus == 0, "\(second.output)")
    }

    /// With no store option, SQLite in `$XDG_STATE_HOME/<app>-web`; memory only when asked.
    @Test func theStoreIsSQLiteInTheAppsStateFolderUnlessMemoryIsAskedFor() async throws {
        let stateHome = ServerProcess.temporaryDataDirectory()
        defer { try? FileManager.default.removeItem(at: stateHome) }
        let stored = try ServerProcess.start(product: "TallyWeb", environment: ["XDG_STATE_HOME": stateHome.path], choosesNoStore: true)
        defer { stored.killIfRunning() }
        _ = try await stored.port()
        #expect(stored.output.contains("sessions are stored in \(stateHome.path)/tally-web/sessions.sqlite3)"), "\(stored.output)")
        stored.send(SIGTERM)
        try await stored.waitForExit()

        let inMemory = try ServerProcess.start(product: "TallyWeb", arguments: ["--in-memory"])
        defer { inMemory.killIfRunning() }
        _ = try await inMemory.port()
        #expect(inMemory.output.contains("Tally is served at http://127.0.0.1:") && inMemory.output.contains("sessions are kept in memory only)"),
                "\(inMemory.output)")
    }

    @Test func helpNamesTheAppItsFolderAndALinkItOpens() async throws {
        let help = try ServerProcess.start(product: "TallyWeb", arguments: ["--help"])
        try await help.waitForExit()
        #expect(help.exitStatus == 0)
        // Help is wrapped to the terminal's width.
        let text = help.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains("OVERVIEW: Serve Tally to web browsers, one RIB tree per page."), "\(help.output)")
        #expect(text.contains("(by default $XDG_STATE_HOME/tally-web)"), "\(help.output)")
        #expect(text.contains("http://127.0.0.1:8080/?open=tally%3A%2F%2Fset%3Fcount%3D7"), "\(help.output)")
        #expect(text.contains("USAGE: TallyWeb ") && text.contains("--in-memory") && text.contains("--database <url>"), "\(help.output)")
    }

    /// What the page sends when Tally's button is pressed.
    private static let add = #"{"v":2,"type":"tapButton","id":"add"}"#
}
