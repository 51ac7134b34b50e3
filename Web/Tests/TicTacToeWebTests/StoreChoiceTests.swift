import Testing
@testable import TicTacToeWeb

/// Which store `tictactoe-web` opens, from its flags and the environment.
struct StoreChoiceTests {

    private let environment = ["HOME": "/home/ann", "DATABASE_URL": "postgres://ann@db.example/games"]

    @Test func databaseURLInTheEnvironmentChoosesPostgreSQL() throws {
        let command = try TicTacToeWebCommand.parse([])

        #expect(try command.store(environment: environment) == .postgres(url: "postgres://ann@db.example/games"))
        #expect(try command.store(environment: ["HOME": "/home/ann"]) == .sqlite(directory: "/home/ann/.local/state/tictactoe-web"))
        #expect(try command.store(environment: ["HOME": "/home/ann", "DATABASE_URL": ""]) == .sqlite(directory: "/home/ann/.local/state/tictactoe-web"))
    }

    @Test func flagsWinOverTheEnvironment() throws {
        #expect(try TicTacToeWebCommand.parse(["--database", "postgres://bob@other/games"]).store(environment: environment)
                == .postgres(url: "postgres://bob@other/games"))
        #expect(try TicTacToeWebCommand.parse(["--data-dir", "/srv/games"]).store(environment: environment) == .sqlite(directory: "/srv/games"))
        #expect(try TicTacToeWebCommand.parse(["--in-memory"]).store(environment: environment) == .inMemory)
    }
}
