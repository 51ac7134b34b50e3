import ArgumentParser
import Hummingbird
import HummingbirdWebSocket
import Logging

/// `echo-server`: a bare Hummingbird WebSocket endpoint that sends every message back, the
/// transport's own cost to compare the game with.
struct EchoServerCommand: AsyncParsableCommand {

    static let configuration = CommandConfiguration(
        commandName: "echo-server",
        abstract: "Serve a bare WebSocket echo at ws://127.0.0.1:<port>/ws until SIGINT or SIGTERM."
    )

    @Option(help: "The port to listen on, on 127.0.0.1.")
    var port = 8081

    func run() async throws {
        var logger = Logger(label: "echo")
        logger.logLevel = .notice
        // The same kind of upgrade as tictactoe-web's, so that the two compare like for like.
        let app = Application(
            router: Router(),
            server: .http1WebSocketUpgrade { request, _, _ in
                guard request.path == "/ws" else {
                    return .dontUpgrade
                }
                return .upgrade([:]) { inbound, outbound, _ in
                    for try await message in inbound.messages(maxSize: 1 << 14) {
                        if case let .text(text) = message {
                            try await outbound.write(.text(text))
                        }
                    }
                }
            },
            configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: port)),
            logger: logger
        )
        try await app.runService()
    }
}
