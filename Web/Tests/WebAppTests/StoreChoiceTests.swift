import Testing
import WebApp

/// Which store the web server opens, from its options and the environment: SQLite in the app's
/// own state folder unless told otherwise, never memory alone unless asked.
struct StoreChoiceTests {

    private let environment = ["HOME": "/home/ann", "DATABASE_URL": "postgres://ann@db.example/games"]

    @Test func withoutOptionsSQLiteInTheAppsStateFolderUnlessDatabaseURLNamesPostgreSQL() throws {
        let options = try WebAppOptions.parse([])

        #expect(try options.store(serverName: "tally-web", environment: environment) == .postgres(url: "postgres://ann@db.example/games"))
        #expect(try options.store(serverName: "tally-web", environment: ["HOME": "/home/ann"])
                == .sqlite(directory: "/home/ann/.local/state/tally-web"))
        #expect(try options.store(serverName: "tally-web", environment: ["HOME": "/home/ann", "DATABASE_URL": ""])
                == .sqlite(directory: "/home/ann/.local/state/tally-web"))
    }

    /// Where `tictactoe-web` kept its sessions before every app had a store: found still.
    @Test func theStateFolderIsNamedAfterTheAppsServer() throws {
        let options = try WebAppOptions.parse([])

        #expect(try options.store(serverName: "tictactoe-web", environment: ["XDG_STATE_HOME": "/var/state", "HOME": "/home/ann"])
                == .sqlite(directory: "/var/state/tictactoe-web"))
        #expect(try options.store(serverName: "tictactoe-web", environment: ["XDG_STATE_HOME": "relative", "HOME": "/home/ann"])
                == .sqlite(directory: "/home/ann/.local/state/tictactoe-web"))
        #expect(throws: (any Error).self) {
            try options.store(serverName: "tictactoe-web", environment: [:])
        }
    }

    @Test func optionsWinOverTheEnvironment() throws {
        #expect(try WebAppOptions.parse(["--database", "postgres://bob@other/games"]).store(serverName: "tally-web", environment: environment)
                == .postgres(url: "postgres://bob@other/games"))
        #expect(try WebAppOptions.parse(["--data-dir", "/srv/games"]).store(serverName: "tally-web", environment: environment)
                == .sqlite(directory: "/srv/games"))
        #expect(try WebAppOptions.parse(["--in-memory"]).store(serverName: "tally-web", environment: environment) == .inMemory)
    }
}
