@testable import RIBs
import ScreenKit
import Testing
@testable import TerminalFrontEnd

/// Taking the terminal over and giving it back, with a terminal that records what it is asked.
///
/// Serialized: each test swaps the shared leak detector's reporter.
@MainActor
@Suite(.serialized)
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
        let ui = TerminalUI(window: window)
        window.rootViewController = FormViewController()
        window.makeKeyAndVisible()
        let terminal = RecordingTerminal()

        await ui.run(on: terminal, keys: reads([.character("A")]))

        #expect(terminal.events == ["enter", "leave"])
        #expect(terminal.written.contains("Who is playing?"))
        #expect(terminal.written.contains("A"))
    }

    @Test func nothingIsWrittenAfterTheTerminalIsRestored() async {
        let window = Window()
        let ui = TerminalUI(window: window)
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
        let ui = TerminalUI(window: window)
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
        let ui = TerminalUI(window: window)
        let form = FormViewController()
        window.rootViewController = form
        window.makeKeyAndVisible()
        let terminal = RecordingTerminal()

        await ui.run(on: terminal, keys: reads([.character("A")], [.character("B"), .interrupt, .tab, .character("C")], [.character("D")]))

        #expect(form.text(inField: "player1") == "A")
        #expect(form.text(inField: "player2") == "")
        #expect(ui.session.focus == .field("player1"))
        // The whole first frame and the one for the first read: the read with Ctrl-C draws nothing.
        #expect(terminal.writes.count == 2)
        #expect(terminal.events == ["enter", "leave"])
    }

    @Test func leaksShowInTheStatusLineWhileRunningAndGoToTheOldReporterAfter() async {
        let window = Window()
        let ui = TerminalUI(window: window)
        window.rootViewController = FormViewController()
        window.makeKeyAndVisible()
        let terminal = RecordingTerminal()
        var reportedAfterwards: [LeakReport] = []
        let original = LeakDetector.instance.reportLeak
        LeakDetector.instance.reportLeak = { reportedAfterwards.append($0) }
        defer { LeakDetector.instance.reportLeak = original }
        let leak = LeakReport(expectation: .deallocation, objectType: "LeakyInteractor")
        let (keys, continuation) = AsyncStream.makeStream(of: [Key].self)

        async let run: Void = ui.run(on: terminal, keys: keys)
        await Task.yield()
        while terminal.events.isEmpty {
            await Task.yield()
        }
        LeakDetector.instance.reportLeak(leak)
        #expect(ui.session.frame.lines.last?.contains("LeakyInteractor has leaked") == true)
        #expect(reportedAfterwards.isEmpty)
        continuation.finish()
        await run

        #expect(reportedAfterwards == [leak])
    }

    @Test func ctrlZGivesTheTerminalBackStopsAndRedrawsEverythingWhenContinued() async {
        let window = Window()
        let ui = TerminalUI(window: window)
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
