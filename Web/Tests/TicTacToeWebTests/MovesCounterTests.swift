import ScreenKit
import Testing
@testable import TicTacToeWeb
import WebFrontEnd
import WebTesting

/// What `tictactoe-web` adds to the web server every app gets: its counter of moves, and a word
/// in its help on the links it opens.
@Suite(.timeLimit(.minutes(2)))
struct MovesCounterTests {

    @Test @MainActor func eachCellPlayedIsCountedAndNothingElse() throws {
        let metrics = WebMetrics()
        let makeObserver = try #require(TicTacToeWebCommand.additions.actionObserver)
        let observe = makeObserver(metrics.factory)

        observe(.editText(field: "player1Name", text: "Ann"))
        observe(.tapButton(id: "startGame"))
        observe(.tapGridCell(grid: "board", at: GridPosition(row: 1, column: 1)))
        observe(.tapGridCell(grid: "board", at: GridPosition(row: 0, column: 0)))

        #expect(metrics.text.contains("\ntictactoe_moves_total 2\n"), "\(metrics.text)")
    }

    @Test func theServerCountsMovesAtMetrics() async throws {
        let server = try ServerProcess.start(arguments: ["--in-memory"])
        defer { server.killIfRunning() }
        let port = try await server.port()
        try await RawConnection.withConnection(port: port) { page in
            _ = try await page.upgrade(port: port)
            for message in [#"{"v":2,"type":"editText","field":"player1Name","text":"Ann"}"#, #"{"v":2,"type":"tapButton","id":"login"}"#,
                            #"{"v":2,"type":"tapButton","id":"startGame"}"#, #"{"v":2,"type":"tapCell","row":1,"column":1}"#] {
                try await page.sendText(message)
            }
            #expect(try await page.readText(containing: "Player 2 to play (O)") != nil)
        }
        let metrics = try #require(try await RawConnection.get("/metrics", port: port))
        #expect(metrics.text.contains("\ntictactoe_moves_total 1\n"), "\(metrics.text)")
        #expect(metrics.text.contains("\nribs_web_sessions_started_total 1\n"), "\(metrics.text)")
    }

    @Test func helpShowsALinkTheGameOpensAndWhatTheLinkDoes() async throws {
        let help = try ServerProcess.start(arguments: ["--help"])
        try await help.waitForExit()
        #expect(help.exitStatus == 0)
        let text = help.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains("OVERVIEW: Serve TicTacToe to web browsers, one RIB tree per page."), "\(help.output)")
        #expect(text.contains("http://127.0.0.1:8080/?open=ribs-training%3A%2F%2FlaunchGame%3FgameId%3DticTacToe"), "\(help.output)")
        #expect(text.contains("A link starts the game as soon as the players have logged in."), "\(help.output)")
        #expect(text.contains("$XDG_STATE_HOME/tictactoe-web"), "\(help.output)")
    }
}
