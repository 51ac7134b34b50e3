import ArgumentParser
import HummingbirdWSClient
import LoadScript
import Logging

/// `idle`: N sessions that log in and then do nothing, held open for a while: for measuring
/// the server's memory per idle session.
struct IdleCommand: AsyncParsableCommand {

    static let configuration = CommandConfiguration(
        commandName: "idle",
        abstract: "Open N sessions, log each in, hold them idle for --hold seconds, then close them."
    )

    @OptionGroup var target: LoadTarget

    @Option(help: "Seconds to hold the sessions open (1 to 120).")
    var hold = 10

    func validate() throws {
        guard (1...120).contains(hold) else {
            throw ValidationError("--hold must be between 1 and 120 seconds.")
        }
    }

    func run() async throws {
        let logger = Logger(label: "load")
        let (url, kind, hold) = (target.url, target.target, hold)
        let failures = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<target.sessions {
                group.addTask {
                    do {
                        try await WebSocketClient.connect(url: url, logger: logger) { inbound, outbound, _ in
                            var replies = inbound.messages(maxSize: 1 << 16).makeAsyncIterator()
                            for _ in 0..<PlayerScript.greetingCount(for: kind) {
                                _ = try await replies.next()
                            }
                            for message in PlayerScript.login {
                                try await outbound.write(.text(message))
                                _ = try await replies.next()
                            }
                            try await Task.sleep(for: .seconds(hold))
                            try await outbound.close(.normalClosure, reason: nil)
                        }
                        return 0
                    } catch {
                        return 1
                    }
                }
            }
            return await group.reduce(0, +)
        }
        print("idle sessions=\(target.sessions) held=\(hold)s failed=\(failures)")
    }
}
