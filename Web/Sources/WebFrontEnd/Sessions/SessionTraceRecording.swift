import RIBsInspector
import ScreenKit
import SessionTrace

/// A new session's trace, recorded from the app's launch into a bounded ``SessionTraceLog``:
/// what the page's **Download trace** gets, which replays in the app's own terminal binary.
///
/// Recording stops once the log is full. A restored session records none: its trace would
/// start mid-session, where no replay can (see ``unavailableAfterRestart``).
@MainActor
final class SessionTraceRecording {

    /// What a page of a session restored from the store is told when it asks for the trace.
    static let unavailableAfterRestart = ServerMessage.error(.traceUnavailable(
        "This session was restored after the server restarted, so its trace would not start at the beginning."))

    /// Starts recording the window's inputs and what each changed, the launch first.
    ///
    /// - Parameters:
    ///   - window: The session's window, the app just launched into it.
    ///   - inspector: The inspector following the app's RIB tree.
    ///   - appName: The app's name, which the trace's header gives for the terminal binary's
    ///     `--replay` to check.
    init(window: Window, inspector: RIBInspector, appName: String) {
        self.appName = appName
        let log = SessionTraceLog()
        self.log = log
        recorder = TraceRecorder(window: window, inspector: inspector) { [weak self] entry in
            log.append(entry)
            if log.isCut {
                // The log keeps nothing more: recording on would be work for nothing.
                self?.recorder = nil
            }
        }
        recorder?.recordLaunch()
    }

    /// Whether inputs are still being recorded: until the log is full.
    var isRecording: Bool {
        recorder != nil
    }

    /// Runs `open`, which opens a link the page handed over, recording it as an input.
    func recordLink(_ link: String, open: () throws -> Void) rethrows {
        if let recorder {
            try recorder.recordLink(link, open: open)
        } else {
            try open()
        }
    }

    /// The message that gives the page the trace so far, or says why it cannot.
    var download: ServerMessage {
        do {
            return .trace(try log.text(app: appName), isCut: log.isCut)
        } catch {
            return .error(.traceUnavailable("The trace could not be written: \(error)."))
        }
    }

    // MARK: - Private

    private let appName: String
    private let log: SessionTraceLog
    private var recorder: TraceRecorder?
}
