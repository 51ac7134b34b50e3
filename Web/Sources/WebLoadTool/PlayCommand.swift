import ArgumentParser
import Foundation
import Logging

/// `play`: N sessions, each logging in and playing whole games until the time is up, flat out
/// or at a player's pace.
struct PlayCommand: AsyncParsableCommand {

    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play whole games in N concurrent sessions; print moves per second and move latency.",
        discussion: """
            Each session connects and logs in; once every session has, they all start: each \
            plays whole games (Start, five moves, close the result) for --duration seconds.

            Flat out (the default), a session sends its next message the instant the previous \
            one is answered: this finds the most messages a second the server answers. Its \
            latency says little on its own: with every session always waiting, the mean \
            latency is the sessions divided by that rate (Little's law).

            With --actions-per-second R, each session sends R messages a second on average, \
            as a player who thinks between moves (a human plays about 1): the gaps vary by \
            ±20 % at random, so that sessions do not move in lockstep, and the schedule does \
            not wait for answers. A move's latency is measured from when it was due, not from \
            when it was sent, so a server that falls behind shows as latency (no coordinated \
            omission). A session behind its schedule at the end goes on sending what was due, \
            for at most --duration seconds more; what it never sent is printed as `unsent`.
            """
    )

    @OptionGroup var target: LoadTarget

    @Option(help: "Seconds to play for (1 to 120).")
    var duration = 10

    @Option(help: ArgumentHelp("Messages a second each session sends, on average (0.1 to 1000); flat out without it.",
                               valueName: "rate"))
    var actionsPerSecond: Double?

    func validate() throws {
        guard (1...120).contains(duration) else {
            throw ValidationError("--duration must be between 1 and 120 seconds.")
        }
        if let actionsPerSecond, !(0.1...1_000).contains(actionsPerSecond) {
            throw ValidationError("--actions-per-second must be between 0.1 and 1000.")
        }
    }

    func run() async throws {
        let logger = Logger(label: "load")
        let pace = actionsPerSecond.map { Pace.paced(actionsPerSecond: $0) } ?? .flatOut
        let session = LoadSession(url: target.url, kind: target.target, pace: pace, duration: .seconds(duration),
                                  startLine: StartLine(sessions: target.sessions))
        let results = await withTaskGroup(of: SessionResult.self) { group in
            for _ in 0..<target.sessions {
                group.addTask { await session.run(logger: logger) }
            }
            return await group.reduce(into: [SessionResult]()) { $0.append($1) }
        }
        print(report(on: results))
        if let failure = results.lazy.compactMap(\.failure).first {
            print("first failure: \(failure)")
        }
    }

    // MARK: - Private

    /// One line: the load, the rates from the start to the last answer, the move latencies.
    private func report(on results: [SessionResult]) -> String {
        var seconds = 0.0
        if let start = results.compactMap(\.played?.lowerBound).min(), let end = results.compactMap(\.played?.upperBound).max() {
            seconds = (end - start).seconds
        }
        let moveLatencies = results.flatMap(\.moveLatencies)
        let summary = LatencySummary(samples: moveLatencies)
        let messages = results.map(\.messages).reduce(0, +)
        let paceText = actionsPerSecond.map { String(format: "%g/s", $0) } ?? "flat-out"
        return String(format: "target=%@ sessions=%d pace=%@ seconds=%.1f moves=%d moves/s=%.0f messages/s=%.0f p50=%.2fms p99=%.2fms max=%.2fms unsent=%d failed=%d",
                      target.target.rawValue, target.sessions, paceText, seconds, moveLatencies.count,
                      Double(moveLatencies.count) / seconds, Double(messages) / seconds,
                      summary.percentile(0.5), summary.percentile(0.99), summary.percentile(1),
                      results.map(\.unsent).reduce(0, +), results.filter { $0.failure != nil }.count)
    }
}
