@testable import RIBs
import RIBsTesting
import ScreenKit
import Testing
@testable import TerminalFrontEnd

/// Taking the terminal over and giving it back, with a terminal that records what it is asked.
///
/// Neither the process's signals nor the shared leak detector are touched: the terminal hands
/// signals in, and each test that looks at leaks has a detector of its own.
@MainActor
struct TerminalUITests {

    final class RecordingTerminal: FullScreenTerminal {
        var size = TerminalSize(columns: 80, rows: 24)
        var events: [String] = []
        /// Each write, in order: one per frame drawn.
        var writes: [String] = []

        var written: String {
            writes.joined()
        }

        func enterFullScreen() {
            events.append("enter")
        }

        func leaveFullScreen() {
            events.append("leave")
        }

        func write(_ text: String) {
            writes.append(text)
        }

        func stopProcess() {
            events.append("stop")
        }

        /// The signals the front-end watches now; empty once it cancelled the watch.
        private(set) var watchedSignals: [TerminalSystem.Signal] = []
        private var signalHandler: (@MainActor (TerminalSystem.Signal) -> Void)?

        func watchSignals(_ signals: [TerminalSystem.Signal],
                          handler: @escaping @MainActor (TerminalSystem.Signal) -> Void) -> any SignalWatch {
            watchedSignals = signals
            signalHandler = handler
            return RecordedSignalWatch { [weak self] in
                self?.watchedSignals = []
                self?.signalHandler = nil
            }
        }

        /// Delivers `signal` as the process would, if it is watched.
        func receive(_ signal: TerminalSystem.Signal) {
            guard watchedSignals.contains(signal) else {
                return
            }
            signalHandler?(signal)
        }
    }

    final class RecordedSignalWatch: SignalWatch {
        private let onCancel: () -> Void

        init(onCancel: @escaping () -> Void) {
            self.onCancel = onCancel
        }

        func cancel() {
            onCancel()
        }
    }

    /// A front-end for `window` with a leak detector of its own: running, a front-end shows the
    /// leaks its detector reports, and the shared one's reports come from every other test.
    private func makeUI(showing window: Window) -> TerminalUI {
        TerminalUI(window: window, leakDetector: LeakDetector(scheduler: ManualLeakDetectionScheduler()))
    }

    /// The keys of each read in turn, then the end of input.
    private func reads(_ reads: [Key]...) -> AsyncStream<[Key]> {
        AsyncStream { continuation in
            reads.forEach { continuation.yield($0) }
            continuation.finish()
        }
    }

    @Test func theTerminalIsRestoredWhenInputEnds() async {
        let window = Window()
        let ui = makeUI(showing: window)
        window.rootViewController = FormViewController()
        window.makeKeyAndVisible()
        let terminal = RecordingTerminal()

        let ending = await ui.run(on: terminal, keys: reads([.character("A")]))

        #expect(ending == .endOfInput)
        #expect(terminal.events == ["enter", "leave"])
        #expect(terminal.written.contains("Who is playing?"))
        #expect(terminal.written.contains("A"))
    }

    @Test func nothingIsWrittenAfterTheTerminalIsRestored() async {
        let window = Window()
        let ui = makeUI(showing: window)
        let form = FormViewController()
        window.rootViewController = form
        window.makeKeyAndVisible()
        let terminal = RecordingTerminal()

        await ui.run(on: terminal, keys: reads([.interrupt], [.character("Z")]))
        let written = terminal.written
        window.rootViewController = ScoreViewController()

        #expect(terminal.written == written)
        #expect(form.text(inField: "player1") == "")
    }

    @Test func theKeysOfOneReadAreDrawnOnce() async {
        let window = Window()
        let ui = makeUI(showing: window)
        let form = FormViewController()
        window.rootViewController = form
        window.makeKeyAndVisible()
        let terminal = RecordingTerminal()

        await ui.run(on: terminal, keys: reads("Alice".map(Key.character), [.tab]))

        #expect(form.text(inField: "player1") == "Alice")
        #expect(ui.session.focus == .field("player2"))
        // The whole first frame, then one frame for each read.
        #expect(terminal.writes.count == 3)
        #expect(terminal.writes[1].contains("Alice"))
        #expect(terminal.events == ["enter", "leave"])
    }

    @Test func ctrlCInTheMiddleOfAReadQuitsWithoutHandlingTheKeysBehindIt() async {
        let window = Window()
        let ui = makeUI(showing: window)
        let form = FormViewController()
        window.rootViewController = form
        window.makeKeyAndVisible()
        let terminal = RecordingTerminal()

        let ending = await ui.run(on: terminal, keys: reads([.character("A")], [.character("B"), .interrupt, .tab, .character("C")], [.character("D")]))

        #expect(ending == .quit)
        #expect(form.text(inField: "player1") == "A")
        #expect(form.text(inField: "player2") == "")
        #expect(ui.session.focus == .field("player1"))
        // The whole first frame and the one for the first read: the read with Ctrl-C draws nothing.
        #expect(terminal.writes.count == 2)
        #expect(terminal.events == ["enter", "leave"])
    }

    /// Starts `ui` on `terminal` with keys that come when the test sends them, and returns once
    /// the terminal is taken over; finish the continuation, then await the run, to end it.
    private func startRunning(_ ui: TerminalUI, on terminal: RecordingTerminal) async
        -> (run: Task<TerminalUI.Ending, Never>, keys: AsyncStream<[Key]>.Continuation) {
        let (keys, continuation) = AsyncStream.makeStream(of: [Key].self)
        let run = Task { await ui.run(on: terminal, keys: keys) }
        while terminal.events.isEmpty {
            await Task.yield()
        }
        return (run, continuation)
    }

    @Test func leaksShowInTheStatusLineWhileRunningAndGoToTheOldReporterAfter() async {
        let window = Window()
        var reportedAfterwards: [LeakReport] = []
        let detector = LeakDetector(scheduler: ManualLeakDetectionScheduler()) { reportedAfterwards.append($0) }
        let ui = TerminalUI(window: window, leakDetector: detector)
        window.rootViewController = FormViewController()
        window.makeKeyAndVisible()
        let terminal = RecordingTerminal()
        let leak = LeakReport(expectation: .deallocation, objectType: "LeakyInteractor")

        let (run, keys) = await startRunning(ui, on: terminal)
        detector.reportLeak(leak)
        #expect(ui.session.frame.lines.last?.contains("LeakyInteractor has leaked") == true)
        #expect(reportedAfterwards.isEmpty)
        keys.finish()
        #expect(await run.value == .endOfInput)

        #expect(reportedAfterwards == [leak])
    }

    @Test func signalsAreWatchedWhileRunningAndAWindowChangeRedrawsAtTheNewSize() async {
        let window = Window()
        let ui = makeUI(showing: window)
        window.rootViewController = FormViewController()
        window.makeKeyAndVisible()
        let terminal = RecordingTerminal()

        let (run, keys) = await startRunning(ui, on: terminal)
        #expect(Set(terminal.watchedSignals)
                == Set(TerminalSystem.Signal.terminating + [.windowChange, .terminalStop, .continue]))
        terminal.size = TerminalSize(columns: 120, rows: 40)
        terminal.receive(.windowChange)
        #expect(ui.session.size == TerminalSize(columns: 120, rows: 40))
        keys.finish()
        #expect(await run.value == .endOfInput)

        #expect(terminal.watchedSignals.isEmpty)
        #expect(terminal.events == ["enter", "leave"])
    }

    @Test func ctrlZGivesTheTerminalBackStopsAndRedrawsEverythingWhenContinued() async {
        let window = Window()
        let ui = makeUI(showing: window)
        let form = FormViewController()
        window.rootViewController = form
        window.makeKeyAndVisible()
        let terminal = RecordingTerminal()

        await ui.run(on: terminal, keys: reads([.character("A")], [.suspend], [.character("B")]))

        #expect(terminal.events == ["enter", "leave", "stop", "enter", "leave"])
        #expect(form.text(inField: "player1") == "AB")
        // The whole first frame, the first read's, a whole frame after the stop, the last read's.
        #expect(terminal.writes.count == 4)
        #expect(terminal.writes[2].contains("Who is playing?"))
        #expect(terminal.writes[2].contains("A"))
    }
}
