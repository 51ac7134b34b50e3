import ArgumentParser
import Foundation
import PlainFrontEnd
import RIBsInspector
import ScreenKit
import SessionTrace
import TerminalFrontEnd

extension TraceOptions {

    /// Replays the `--replay` trace through a new tree of `app`: headless, saying how it went
    /// (the final screen and what matched, or where the replay first differed), or with
    /// `--watch` full screen at the pace it was recorded until the user quits.
    ///
    /// - Parameters:
    ///   - path: The trace's path.
    ///   - app: The app to replay through; a trace of another app is refused.
    ///   - commandName: The command's name, which starts its messages.
    /// - Throws: `ExitCode(1)` when the replay differed (or `--watch` has no terminal),
    ///   `ExitCode(65)` when the trace cannot be read; the reason is written to standard error first.
    @MainActor
    public func runReplay(of path: String, through app: AppDescriptor, commandName: String) async throws {
        let trace = try Self.trace(at: path, app: app, commandName: commandName)
        if watch {
            try await watchReplay(of: trace, at: path, through: app, commandName: commandName)
        } else {
            try Self.report(TraceReplay.replay(trace, through: app.build()), of: path, commandName: commandName)
        }
    }

    // MARK: - Private

    @MainActor
    private func watchReplay(of trace: Trace, at path: String, through app: AppDescriptor, commandName: String) async throws {
        guard TerminalUI.isAvailable else {
            StandardOutput.writeError("\(commandName): --watch plays the replay full screen, which needs a terminal on standard input and output.\n")
            throw ExitCode(1)
        }
        let window = Window()
        let terminal = TerminalUI(window: window)
        // The replay plays; the user watches, and can only quit or look at the tree.
        terminal.session.isWatchOnly = true
        let tree = app.build()
        terminal.followRIBTree(with: RIBInspector(following: tree.launchRouter))
        var outcome: TraceReplay.Outcome?
        let replay = Task { @MainActor in
            let result = await TraceReplay.replay(trace, through: tree, in: window, speed: speed ?? 1)
            guard !Task.isCancelled else {
                return
            }
            outcome = result
            switch result {
            case let .matched(inputs, observations, _):
                terminal.session.showWarning("Replay done: \(inputs) inputs; \(observations) events and screens matched. q or Ctrl-C quits.")
            case let .differed(line, _, _):
                terminal.session.showWarning("The replay differs at \(line.map { "line \($0)" } ?? "the end"); q or Ctrl-C quits and says how.")
            }
        }
        try await terminal.run()
        replay.cancel()
        window.renderer = nil
        guard let outcome else {
            StandardOutput.write("The replay of \(path.displayable) was stopped before its end.\n")
            return
        }
        try Self.report(outcome, of: path, commandName: commandName)
    }

    /// Says how a replay of the trace at `path` went: the final screen and what matched, or
    /// where it first differed.
    ///
    /// - Throws: `ExitCode(1)` when it differed.
    @MainActor
    private static func report(_ outcome: TraceReplay.Outcome, of path: String, commandName: String) throws {
        switch outcome {
        case let .matched(inputs, observations, content):
            let screen = content.map { PlainTextFormatter.lines(of: $0).joined(separator: "\n") + "\n" } ?? ""
            StandardOutput.write(screen + "Replayed \(path.displayable): \(inputs) inputs; \(observations) events and screens matched.\n")
        case let .differed(line, expected, actual):
            let place = line.map { "line \($0)" } ?? "the end of the trace"
            StandardOutput.writeError("""
                \(commandName): the replay of \(path.displayable) differs at \(place):
                  the trace says: \(expected?.description ?? "nothing more")
                  the app did:    \(actual?.description ?? "nothing")

                """)
            throw ExitCode(1)
        }
    }

    /// The trace at `path`, read and checked.
    ///
    /// - Throws: `ExitCode(65)` when it cannot be read or is no trace of this app; the
    ///   reason is written to standard error first.
    @MainActor
    private static func trace(at path: String, app: AppDescriptor, commandName: String) throws -> Trace {
        do {
            return try Trace(reading: try TraceFileContents.read(at: path), app: app.name)
        } catch {
            StandardOutput.writeError("\(commandName): cannot replay \(path.displayable): \(error)\n")
            throw ExitCode(65)
        }
    }
}
