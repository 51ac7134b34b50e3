import ArgumentParser

/// `tictactoe-web-load`: measures the web front-end under load, on this machine only.
@main
struct LoadCommand: AsyncParsableCommand {

    static let configuration = CommandConfiguration(
        commandName: "tictactoe-web-load",
        abstract: "Load-test tictactoe-web on loopback, and compare it with a bare WebSocket echo.",
        discussion: """
            Start `tictactoe-web --max-messages-per-second 1000000 --max-new-sessions-per-minute 1000000 \
            --max-sessions 5000` and \
            `tictactoe-web-load echo-server`, then run `tictactoe-web-load play` against each. \
            Web/scripts/run-load.sh does all of it.
            """,
        subcommands: [PlayCommand.self, IdleCommand.self, EchoServerCommand.self]
    )
}
