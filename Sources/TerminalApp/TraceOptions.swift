import ArgumentParser
import RIBsInspector
import ScreenKit
import SessionTrace

/// The trace options every app's command takes: `--record FILE`, `--replay FILE`, `--watch`
/// and `--speed FACTOR` (docs/traces.md). A command adds them with `@OptionGroup`.
public struct TraceOptions: ParsableArguments {

    @Option(help: ArgumentHelp("Record this session to a trace file (JSON Lines, docs/traces.md), starting a new session.",
                               valueName: "file"))
    public var record: String?

    @Option(help: ArgumentHelp("Replay a trace headless and compare it with what the app does now; prints the final screen.",
                               valueName: "file"))
    public var replay: String?

    @Flag(help: "With --replay: play the trace full screen at the pace it was recorded.")
    public var watch = false

    @Option(help: ArgumentHelp("With --watch: how many times faster than recorded, 0.01 to 1000 (default 1).", valueName: "factor"))
    public var speed: Double?

    public init() {}

    /// Refuses `--watch` without a trace, and a `--speed` without `--watch` or out of range.
    public func validate() throws {
        if watch, replay == nil {
            throw ValidationError("--watch shows a replay: give the trace with --replay FILE.")
        }
        if let speed {
            guard watch else {
                throw ValidationError("--speed sets the pace of --watch; without it a replay runs at once.")
            }
            guard speed.isFinite, speed >= 0.01, speed <= 1_000 else {
                throw ValidationError("--speed takes a factor from 0.01 to 1000, such as 2 or 0.5.")
            }
        }
    }

    /// Starts recording to the `--record` file, if one was given: the app's events from its
    /// launch on, every input and what followed it. Call it after building the app and before
    /// launching it, then call the recorder's `recordLaunch()` once it is launched.
    ///
    /// - Parameters:
    ///   - window: The window the app is launched into.
    ///   - inspector: Follows the app's tree from before its launch.
    ///   - appName: The app's name for the trace's header.
    ///   - report: Says that recording stopped, when the file cannot be written any more.
    /// - Returns: The recorder (keep it as long as the app runs), or `nil` without `--record`.
    /// - Throws: `TraceFile.WriteError` when the file cannot be created.
    @MainActor
    public func startRecording(in window: Window, following inspector: RIBInspector, appName: String,
                               report: @escaping @MainActor (String) -> Void) throws -> TraceRecorder? {
        guard let record else {
            return nil
        }
        let file = try TraceFile(path: record, header: TraceHeader(app: appName))
        var stopped = false
        var entries = 0
        return TraceRecorder(window: window, inspector: inspector) { entry in
            guard !stopped else {
                return
            }
            if case .input = entry, entries >= TraceFormat.recordingEntryLimit {
                // Before an input, so that what the trace holds replays.
                stopped = true
                report("The trace holds \(entries) entries, as many as a trace may. Recording stopped.")
                return
            }
            do {
                try file.append(entry)
                entries += 1
            } catch {
                stopped = true
                report("\(error) Recording stopped.")
            }
        }
    }
}
