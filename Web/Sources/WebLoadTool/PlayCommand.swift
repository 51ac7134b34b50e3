import ArgumentParser
import Foundation
import HummingbirdWSClient
import Logging
import Synchronization

/// `play`: N sessions, each logging in and playing whole games until the time is up.
struct PlayCommand: AsyncParsableCommand {

    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play whole games in N concurrent sessions; print moves per second and move latency."
    )

    @OptionGroup var target: LoadTarget

    @Option(help: "Seconds to play for (1 to 120).")
    var duration = 10

    func validate() throws {
        guard (1...120).contains(duration) else {
            throw ValidationError("--duration must be between 1 and 120 seconds.")
        }
    }

    func run() async throws {
        let logger = Logger(label: "load")
        let clock = ContinuousClock()
        let start = clock.now
        let deadline = start + .seconds(duration)
        let results = await withTaskGroup(of: SessionResult.self) { group in
            for _ in 0..<target.sessions {
                group.addTask { await playSession(until: deadline, logger: logger) }
            }
            return await group.reduce(into: [SessionResult]()) { $0.append($1) }
        }
        let elapsed = (clock.now - start).seconds
        let moveLatencies = results.flatMap(\.moveLatencies)
        let summary = LatencySummary(samples: moveLatencies)
        let messages = results.map(\.messages).reduce(0, +)
        let failed = results.filter { $0.failure != nil }
        print(String(format: "target=%@ sessions=%d seconds=%.1f moves=%d moves/s=%.0f messages/s=%.0f p50=%.2fms p99=%.2fms failed=%d",
                     target.target.rawValue, target.sessions, elapsed, moveLatencies.count,
                     Double(moveLatencies.count) / elapsed, Double(messages) / elapsed,
                     summary.percentile(0.5), summary.percentile(0.99), failed.count))
        if let failure = failed.first?.failure {
            print("first failure: \(failure)")
        }
    }

    // MARK: - Private

    private func playSession(until deadline: ContinuousClock.Instant, logger: Logger) async -> SessionResult {
        let result = ResultBox()
        let kind = target.target
        do {
            try await WebSocketClient.connect(url: target.url, logger: logger) { inbound, outbound, _ in
                var replies = inbound.messages(maxSize: 1 << 16).makeAsyncIterator()
                var session = SessionResult()
                defer { result.value = session }
                for _ in 0..<PlayerScript.greetingCount(for: kind) {
                    _ = try await replies.next()
                }
                func exchange(_ message: String) async throws -> Double {
                    let sent = ContinuousClock.now
                    try await outbound.write(.text(message))
                    guard case let .text(reply)? = try await replies.next() else {
                        throw LoadError.closed
                    }
                    if kind == .game, !reply.hasPrefix(#"{"content""#) {
                        throw LoadError.unexpectedReply(String(reply.prefix(200)))
                    }
                    session.messages += 1
                    return (ContinuousClock.now - sent).seconds
                }
                for message in PlayerScript.login {
                    _ = try await exchange(message)
                }
                while ContinuousClock.now < deadline {
                    for (message, isMove) in PlayerScript.game {
                        let latency = try await exchange(message)
                        if isMove {
                            session.moveLatencies.append(latency)
                        }
                    }
                }
                try await outbound.close(.normalClosure, reason: nil)
            }
        } catch {
            var failed = result.value ?? SessionResult()
            failed.failure = "\(error)"
            return failed
        }
        return result.value ?? SessionResult()
    }
}

/// Why a load session stopped early.
enum LoadError: Error {
    case closed
    case unexpectedReply(String)
}

/// What one load session measured.
struct SessionResult: Sendable {
    var moveLatencies: [Double] = []
    var messages = 0
    var failure: String?
}

/// Hands a session's result out of its WebSocket handler.
final class ResultBox: Sendable {
    var value: SessionResult? {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }

    private let storage = Mutex<SessionResult?>(nil)
}
