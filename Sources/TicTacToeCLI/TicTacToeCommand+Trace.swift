import ArgumentParser
import Foundation
import PlainFrontEnd
import RIBs
import RIBsInspector
import ScreenKit
import SessionTrace
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
        let trace: Trace
        do {
            trace = try Trace(reading: try Self.readTrace(at: path), app: Self.traceAppName)
        } catch {
            StandardOutput.writeError("tictactoe: cannot replay \(path.displayable): \(error)\n")
            throw ExitCode(65)
        }
        let (launchRouter, urlHandler) = TicTacToeApp.build()
        let app = TraceReplay.App(launchRouter: launchRouter,
                                  launch: { TicTacToeApp.launch(launchRouter, in: $0) },
                                  openLink: { try urlHandler.handle(LaunchGameLink(string: $0).url) })
        switch TraceReplay.replay(trace, through: app) {
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
