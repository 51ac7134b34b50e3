import RIBs
import RIBsInspector
import ScreenKit
import SystemCalls

/// The full-screen terminal front-end: takes the terminal over, draws the window's screens
/// and reads keys until the user quits, then gives the terminal back as it was.
///
/// ```swift
/// let window = Window()
/// let terminal = TerminalUI(window: window)
/// let app = MyApp.descriptor.build()
/// terminal.followRIBTree(with: RIBInspector(following: app.launchRouter))
/// app.launch(in: window)
/// await terminal.run()
/// ```
///
/// While it runs, the terminal is in raw mode on the alternate screen, reporting the mouse's
/// buttons and wheel. Quitting, Ctrl-C, end of input and every signal that would end the
/// process (`SIGTERM`, `SIGINT`, `SIGHUP`, `SIGQUIT`, `SIGPIPE`, `SIGUSR1`, `SIGALRM` and the
/// other signals that end a program, faults aside) restore the terminal (settings, cursor,
/// main screen, attributes, mouse reporting off); the signals then end the process with status 128 + the signal's number, within
/// half a second even when the terminal has stopped taking output, and a terminal that hangs up
/// ends it with 129, as `SIGHUP` would. The handlers are in place before the
/// terminal is touched. Ctrl-Z and `SIGTSTP` restore the terminal and stop the process, as in
/// other full-screen programs; when the shell continues it (`fg`), the front-end takes the terminal
/// over again and redraws. A resize redraws. Leaks the RIBs leak detector finds show in the
/// status line, and are written to standard error once the terminal is restored.
@MainActor
public final class TerminalUI {

    /// Whether both standard input and standard output are terminals and `TERM` names one that
    /// can show full-screen programs (set, and not `dumb`), which the full-screen front-end
    /// needs.
    public static var isAvailable: Bool {
        FileDescriptor.standardInput.isTerminal && FileDescriptor.standardOutput.isTerminal
            && TerminalSystem.terminalTypeIsCapable
    }

    /// The session drawing the window.
    public let session: TerminalSession

    /// Creates the front-end for `window` and becomes its renderer; nothing is drawn before
    /// ``run()``, so launch the app into the window in between.
    ///
    /// - Parameters:
    ///   - window: The window to show and drive.
    ///   - leakDetector: The detector whose reports the status line shows while the front-end
    ///     runs, the framework's shared one by default.
    public init(window: Window, leakDetector: LeakDetector = .instance) {
        session = TerminalSession(window: window, size: TerminalSize(columns: 80, rows: 24))
        self.leakDetector = leakDetector
    }

    /// Shows the RIB tree and its lifecycle events in a panel the `t` key toggles; see
    /// ``TerminalSession/followRIBTree(with:)``.
    public func followRIBTree(with inspector: RIBInspector) {
        session.followRIBTree(with: inspector)
    }

    /// Takes the terminal over and handles keys until the user quits or input ends, then
    /// restores the terminal.
    ///
    /// - Throws: ``TerminalUIError/notATerminal`` when standard input is not a terminal.
    public func run() async throws(TerminalUIError) {
        guard let terminal = ProcessTerminal() else {
            throw .notATerminal
        }
        if await run(on: terminal, keys: KeyboardInput.start()) == .endOfInput {
            // A terminal in raw mode ends its input only when it hangs up (its window closed,
            // the ssh link dropped): end as the hang-up signal would have, as shells expect.
            CurrentProcess.exit(status: 128 + TerminalSystem.Signal.hangUp.number)
        }
    }

    // MARK: - Internal

    /// How a run ended.
    enum Ending: Equatable {
        /// A key quit.
        case quit
        /// The keys ended.
        case endOfInput
    }

    /// Runs on `terminal` with the keys of each read, until a key quits or the reads end.
    ///
    /// - Returns: Which of the two ended it.
    @discardableResult
    func run(on terminal: any FullScreenTerminal, keys reads: AsyncStream<[Key]>) async -> Ending {
        var ending = Ending.endOfInput
        let signals = terminal.watchSignals(TerminalSystem.Signal.terminating + [.windowChange, .terminalStop, .continue]) {
            [weak self] signal in
            self?.handle(signal, on: terminal)
        }
        enterFullScreen(on: terminal)
        readKeys: for await keys in reads {
            switch session.handle(keys) {
            case .readNextKey:
                continue
            case .suspend:
                suspend(on: terminal)
            case .quit:
                ending = .quit
                break readKeys
            }
        }
        signals.cancel()
        leaveFullScreen(on: terminal)
        return ending
    }

    // MARK: - Private

    private let leakDetector: LeakDetector

    /// The leak reporter in place before the front-end took the terminal over.
    private var previousLeakReporter: (@MainActor (LeakReport) -> Void)?
    private var reportedLeaks: [LeakReport] = []

    private func enterFullScreen(on terminal: any FullScreenTerminal) {
        terminal.enterFullScreen()
        session.resize(to: terminal.size)
        session.startDrawing(to: terminal.write)
        // Writing to standard error now would garble the screen: the status line says it.
        previousLeakReporter = leakDetector.reportLeak
        leakDetector.reportLeak = { [weak self] report in
            self?.reportedLeaks.append(report)
            self?.session.showWarning("RIBs leak detector: \(report)")
        }
    }

    private func leaveFullScreen(on terminal: any FullScreenTerminal) {
        session.stopDrawing()
        terminal.leaveFullScreen()
        guard let previousLeakReporter else {
            return
        }
        leakDetector.reportLeak = previousLeakReporter
        self.previousLeakReporter = nil
        reportedLeaks.forEach(previousLeakReporter)
        reportedLeaks = []
    }

    private func handle(_ signal: TerminalSystem.Signal, on terminal: any FullScreenTerminal) {
        switch signal {
        case .windowChange:
            session.resize(to: terminal.size)
        case .terminalStop:
            suspend(on: terminal)
        case .continue:
            // Continued after a stop this process did not ask for (`kill -STOP`): the shell
            // may have changed the terminal's settings meanwhile.
            resume(on: terminal)
        default:
            leaveFullScreen(on: terminal)
            CurrentProcess.exit(status: 128 + signal.number)
        }
    }

    /// Gives the terminal back and stops, as Ctrl-Z does elsewhere; takes the terminal over
    /// again once continued.
    private func suspend(on terminal: any FullScreenTerminal) {
        session.stopDrawing()
        terminal.leaveFullScreen()
        terminal.stopProcess()
        resume(on: terminal)
    }

    /// Takes the terminal over again and draws everything, at its size now.
    private func resume(on terminal: any FullScreenTerminal) {
        terminal.enterFullScreen()
        session.resize(to: terminal.size)
        session.startDrawing(to: terminal.write)
    }
}

/// Why ``TerminalUI`` cannot run.
public enum TerminalUIError: Error, Equatable, Sendable, CustomStringConvertible {

    /// Standard input is not a terminal.
    case notATerminal

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .notATerminal:
            "The full-screen mode needs a terminal; use --plain for pipes and scripts."
        }
    }
}
