import ArgumentParser
import Foundation
import PlainFrontEnd
import RIBs
import RIBsInspector
import ScreenKit
import SessionTrace
import TerminalFrontEnd
import TicTacToe

extension TicTacToeCommand {

    /// The app's name in trace headers: a trace of another app is refused.
    static let traceAppName = "TicTacToe"

    /// Starts recording to the `--record` file, if one was given: the app's events from its
    /// launch on, every input and what followed it. Call it after building the app and before
    /// launching it.
    ///
    /// - Parameters:
    ///   - window: The window the app is launched into.
    ///   - inspector: Follows the app's tree from before its launch.
    ///   - report: Says that recording stopped, when the file cannot be written any more.
    /// - Returns: The recorder (keep it as long as the game runs), or `nil` without `--record`.
    /// - Throws: ``TraceFile/WriteError`` when the file cannot be created.
    @MainActor
    func startRecording(in window: Window, following inspector: RIBInspector,
                        report: @escaping @MainActor (String) -> Void) throws -> TraceRecorder? {
        guard let record else {
            return nil
        }
        let file = try TraceFile(path: record, header: TraceHeader(app: Self.traceAppName))
        var failed = false
        return TraceRecorder(window: window, inspector: inspector) { entry in
            guard !failed else {
                return
            }
            do {
                try file.append(entry)
            } catch {
                failed = true
                report("\(error) Recording stopped.")
            }
        }
    }

    /// Replays the `--replay` trace headless and says how it went: the final screen and what
    /// matched, or where the replay first differed from the trace.
    ///
    /// - Throws: `ExitCode(1)` when the replay differed, `ExitCode(65)` when the trace cannot
    ///   be read; the reason is written to standard error first.
    @MainActor
    func runReplay(of path: String) throws {
        try report(TraceReplay.replay(try Self.trace(at: path), through: Self.replayApp()), of: path)
    }

    /// Plays the `--replay` trace in the full-screen game at the pace it was recorded, `speed`
    /// times faster, until the player quits; then says how it went, as ``runReplay(of:)`` does,
    /// or how far it got.
    @MainActor
    func watchReplay(of path: String, speed: Double) async throws {
        guard TerminalUI.isAvailable else {
            StandardOutput.writeError("tictactoe: --watch plays the replay full screen, which needs a terminal on standard input and output.\n")
            throw ExitCode(1)
        }
        let trace = try Self.trace(at: path)
        let window = Window()
        let terminal = TerminalUI(window: window)
        // The replay plays; the player watches, and can only quit or look at the tree.
        terminal.session.isWatchOnly = true
        let app = Self.replayApp()
        terminal.followRIBTree(with: RIBInspector(following: app.launchRouter))
        var outcome: TraceReplay.Outcome?
        let replay = Task { @MainActor in
            let result = await TraceReplay.replay(trace, through: app, in: window, speed: speed)
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
        try report(outcome, of: path)
    }

    /// Says how a replay of the trace at `path` went: the final screen and what matched, or
    /// where it first differed.
    ///
    /// - Throws: `ExitCode(1)` when it differed.
    @MainActor
    private func report(_ outcome: TraceReplay.Outcome, of path: String) throws {
        switch outcome {
        case let .matched(inputs, observations, content):
            let screen = content.map { PlainTextFormatter.lines(of: $0).joined(separator: "\n") + "\n" } ?? ""
            StandardOutput.write(screen + "Replayed \(path.displayable): \(inputs) inputs; \(observations) events and screens matched.\n")
        case let .differed(line, expected, actual):
            let place = line.map { "line \($0)" } ?? "the end of the trace"
            StandardOutput.writeError("""
                tictactoe: the replay of \(path.displayable) differs at \(place):
                  the trace says: \(expected?.description ?? "nothing more")
                  the game did:   \(actual?.description ?? "nothing")

                """)
            throw ExitCode(1)
        }
    }

    // MARK: - Private

    /// The trace at `path`, read and checked.
    ///
    /// - Throws: `ExitCode(65)` when it cannot be read or is no trace of this game; the
    ///   reason is written to standard error first.
    @MainActor
    private static func trace(at path: String) throws -> Trace {
        do {
            return try Trace(reading: try readTrace(at: path), app: traceAppName)
        } catch {
            StandardOutput.writeError("tictactoe: cannot replay \(path.displayable): \(error)\n")
            throw ExitCode(65)
        }
    }

    /// A new TicTacToe tree to replay a trace through.
    @MainActor
    private static func replayApp() -> TraceReplay.App {
        let (launchRouter, urlHandler) = TicTacToeApp.build()
        return TraceReplay.App(launchRouter: launchRouter,
                               launch: { TicTacToeApp.launch(launchRouter, in: $0) },
                               openLink: { try urlHandler.handle(LaunchGameLink(string: $0).url) })
    }

    /// The trace file's bytes, reading no more than the format allows (and one byte more, to
    /// tell that a file is too large).
    private static func readTrace(at path: String) throws -> Data {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw TraceFileUnreadable(reason: "there is no such file")
        }
        guard !isFolder.boolValue, let handle = FileHandle(forReadingAtPath: path) else {
            throw TraceFileUnreadable(reason: isFolder.boolValue ? "it is a folder" : "permission denied")
        }
        defer { try? handle.close() }
        return try handle.read(upToCount: TraceFormat.maxBytes + 1) ?? Data()
    }
}

/// Why a trace file could not be read.
private struct TraceFileUnreadable: Error, CustomStringConvertible {
    let reason: String

    var description: String {
        "it cannot be read: \(reason)."
    }
}
