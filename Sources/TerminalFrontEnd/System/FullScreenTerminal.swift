import SystemCalls

/// A terminal the front-end takes over: full screen while the app runs, as it was after.
@MainActor
protocol FullScreenTerminal: AnyObject, Sendable {

    /// The terminal's size now.
    var size: TerminalSize { get }

    /// Switches to raw input and the alternate screen, with the cursor hidden and the mouse
    /// reporting its buttons and wheel.
    func enterFullScreen()

    /// Puts everything back as it was before ``enterFullScreen()``; safe to call more than
    /// once, and on a terminal that went away.
    func leaveFullScreen()

    /// Writes `text`, escape sequences included, at once.
    func write(_ text: String)

    /// Stops the process until the shell continues it; called after ``leaveFullScreen()``.
    func stopProcess()

    /// Hands each of `signals` the process receives to `handler` instead of its default
    /// action, until the returned watch is cancelled.
    func watchSignals(_ signals: [TerminalSystem.Signal],
                      handler: @escaping @MainActor (TerminalSystem.Signal) -> Void) -> any SignalWatch
}

/// The process's own terminal: standard input for keys and settings, standard output for
/// drawing.
@MainActor
final class ProcessTerminal: FullScreenTerminal {

    /// Creates the terminal, or returns `nil` when standard input is not a terminal.
    init?() {
        guard let attributes = TerminalAttributes(of: .standardInput) else {
            return nil
        }
        savedAttributes = attributes
    }

    var size: TerminalSize {
        let windowSize = FileDescriptor.standardOutput.terminalWindowSize ?? FileDescriptor.standardInput.terminalWindowSize
        return windowSize.map { TerminalSize(columns: $0.columns, rows: $0.rows) } ?? Self.fallbackSize
    }

    func enterFullScreen() {
        isFullScreen = true
        TerminalCrashGuard.arm(restoring: savedAttributes, writing: Self.leaveSequence)
        savedAttributes.forRawInput.apply(to: .standardInput)
        write(Self.enterSequence)
    }

    func leaveFullScreen() {
        guard isFullScreen else {
            return
        }
        isFullScreen = false
        write(Self.leaveSequence)
        savedAttributes.apply(to: .standardInput)
        TerminalCrashGuard.disarm()
    }

    func write(_ text: String) {
        // Gives up quietly on a failure: a terminal that went away cannot be written to anyway.
        try? FileDescriptor.standardOutput.writeAll(Array(text.utf8), whenFull: .waitUntilWritable)
    }

    func stopProcess() {
        CurrentProcess.stop()
    }

    func watchSignals(_ signals: [TerminalSystem.Signal],
                      handler: @escaping @MainActor (TerminalSystem.Signal) -> Void) -> any SignalWatch {
        SignalWatcher(signals, whenCaught: { signal in
            // Ending orderly takes the main actor, which a terminal that stopped reading can
            // hold in a write for ever: half a second, then the process ends anyway.
            if TerminalSystem.Signal.terminating.contains(signal) {
                TerminalCrashGuard.endProcess(status: 128 + signal.number, after: .milliseconds(500))
            }
        }, handler: handler)
    }

    // MARK: - Internal

    /// What takes the screen over: the alternate screen, cleared, the cursor hidden, line wrap
    /// off and mouse reporting on.
    static let enterSequence = ControlSequence.enterAlternateScreen + ControlSequence.hideCursor
        + ControlSequence.disableLineWrap + ControlSequence.enableMouseReporting + ControlSequence.clearScreen

    /// What puts the screen back as it was, undoing ``enterSequence`` in reverse: mouse
    /// reporting, attributes, line wrap, cursor, main screen. Every way of leaving writes it:
    /// quitting, a signal, Ctrl-Z, a crash, a hang on the way out.
    static let leaveSequence = ControlSequence.disableMouseReporting + ControlSequence.resetAttributes
        + ControlSequence.enableLineWrap + ControlSequence.showCursor + ControlSequence.leaveAlternateScreen

    // MARK: - Private

    /// The size assumed when the terminal does not tell its own: the classic VT100's.
    private static let fallbackSize = TerminalSize(columns: 80, rows: 24)

    private let savedAttributes: TerminalAttributes
    private var isFullScreen = false
}
