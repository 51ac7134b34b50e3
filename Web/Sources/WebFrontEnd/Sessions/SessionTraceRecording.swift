import RIBsInspector
import ScreenKit
import SessionTrace

/// A new session's trace, recorded from the app's launch into a bounded ``SessionTraceLog``:
/// what the page's **Download trace** gets, which replays in the app's own terminal binary.
///
/// Recording stops once the log is full. A restored session records none: its trace would
/// start mid-session, where no replay can (see ``unavailableAfterRestart``).
///
/// A download is written off the main actor (``TraceWritingQueue``), one at a time for the
/// session, and kept until the trace changes (``SessionTraceDownloads``): a page asking in a
/// loop costs the main actor a copy of a reference each time.
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
    ///   - outbox: Where the session's messages to its page go.
    ///   - writingQueue: Where downloads are written.
    init(window: Window, inspector: RIBInspector, appName: String, outbox: SessionOutbox, writingQueue: TraceWritingQueue) {
        self.appName = appName
        self.outbox = outbox
        self.writingQueue = writingQueue
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

    /// Sends the page on `connection` the trace so far, or tells it why not: written as it was
    /// last unless it changed since; otherwise written off the main actor and sent once
    /// written, unless the page has been displaced meanwhile. A page that asks while its trace
    /// is being written, or while the server writes as many as it does at once, is told to try
    /// again (`traceBusy`).
    func sendDownload(to connection: SessionConnection) {
        let snapshot = log.snapshot(app: appName)
        switch downloads.start(for: snapshot) {
        case let .written(message):
            outbox.send(message, to: connection)
        case .busy:
            outbox.send(.error(.traceBeingWritten), to: connection)
        case .begun:
            let isTaken = writingQueue.write(snapshot) { [downloads, outbox] message in
                downloads.finish(message, for: snapshot)
                outbox.send(message, to: connection)
            }
            if !isTaken {
                downloads.abandon()
                outbox.send(.error(.tracesBusy), to: connection)
            }
        }
    }

    // MARK: - Private

    private let appName: String
    private let log: SessionTraceLog
    private var recorder: TraceRecorder?
    private let outbox: SessionOutbox
    private let writingQueue: TraceWritingQueue
    private let downloads = SessionTraceDownloads()
}
