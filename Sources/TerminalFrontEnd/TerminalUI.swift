import RIBs
import ScreenKit

/// The full-screen terminal front-end: takes the terminal over, draws the window's screens
/// and reads keys until the user quits, then gives the terminal back as it was.
///
/// ```swift
/// let window = Window()
/// let terminal = TerminalUI(window: window)
/// let launchRouter = TicTacToeApp.launch(in: window)
/// let treeEvents = RIBEvents(following: launchRouter)
/// terminal.followRIBTree(snapshot: { launchRouter.treeSnapshot() }, changes: treeEvents.events)
/// await terminal.run()
/// ```
///
/// While it runs, the terminal is in raw mode on the alternate screen. Quitting, Ctrl-C, end
/// of input, `SIGTERM`, `SIGINT` and `SIGHUP` all restore the terminal (settings, cursor,
/// main screen, attributes); the signals then end the process with status 128 + the signal's
/// number. A resize redraws. Leaks the RIBs leak detector finds show in the status line, and
/// are written to standard error once the terminal is restored.
@MainActor
public final class TerminalUI {

    /// Whether both standard input and standard output are terminals, which the full-screen
    /// front-end needs.
    public static var isAvailable: Bool {
        TerminalSystem.isTerminal(TerminalSystem.standardInput) && TerminalSystem.isTerminal(TerminalSystem.standardOutput)
    }

    /// The session drawing the window.
    public let session: TerminalSession

    /// Creates the front-end for `window` and becomes its renderer; nothing is drawn before
    /// ``run()``, so launch the app into the window in between.
    ///
    /// - Parameter window: The window to show and drive.
    public init(window: Window) {
        session = TerminalSession(window: window, size: TerminalSize(columns: 80, rows: 24))
    }

    /// Shows the RIB tree in a panel the `t` key toggles; see
    /// ``TerminalSession/followRIBTree(snapshot:changes:)``.
    public func followRIBTree(snapshot: @escaping @MainActor () -> RouterTreeNode, changes: AnyPublisher<RIBEvent, Never>) {
        session.followRIBTree(snapshot: snapshot, changes: changes)
    }

    /// Takes the terminal over and handles keys until the user quits or input ends, then
    /// restores the terminal.
    ///
    /// - Throws: ``TerminalUIError/notATerminal`` when standard input is not a terminal.
    public func run() async throws(TerminalUIError) {
        guard let terminal = ProcessTerminal() else {
            throw .notATerminal
        }
        await run(on: terminal, keys: KeyboardInput.start())
    }

    // MARK: - Internal

    /// Runs on `terminal` with the keys of each read, until a key quits or the reads end.
    func run(on terminal: any FullScreenTerminal, keys reads: AsyncStream<[Key]>) async {
        enterFullScreen(on: terminal)
        let signals = SignalWatcher([.terminate, .interrupt, .hangUp, .windowChange]) { [weak self] signal in
            self?.handle(signal, on: terminal)
        }
        for await keys in reads where session.handle(keys) == .quit {
            break
        }
        signals.cancel()
        leaveFullScreen(on: terminal)
    }

    // MARK: - Private

    /// The leak reporter in place before the front-end took the terminal over.
    private var previousLeakReporter: (@MainActor (LeakReport) -> Void)?
    private var reportedLeaks: [LeakReport] = []

    private func enterFullScreen(on terminal: any FullScreenTerminal) {
        terminal.enterFullScreen()
        session.resize(to: terminal.size)
        session.startDrawing(to: terminal.write)
        // Writing to standard error now would garble the screen: the status line says it.
        previousLeakReporter = LeakDetector.instance.reportLeak
        LeakDetector.instance.reportLeak = { [weak self] report in
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
        LeakDetector.instance.reportLeak = previousLeakReporter
        self.previousLeakReporter = nil
        reportedLeaks.forEach(previousLeakReporter)
        reportedLeaks = []
    }

    private func handle(_ signal: TerminalSystem.Signal, on terminal: any FullScreenTerminal) {
        guard signal != .windowChange else {
            session.resize(to: terminal.size)
            return
        }
        leaveFullScreen(on: terminal)
        TerminalSystem.exitProcess(status: 128 + signal.number)
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
