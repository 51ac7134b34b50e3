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
        var written = ""

        func enterFullScreen() {
            events.append("enter")
        }

        func leaveFullScreen() {
            events.append("leave")
        }

        func write(_ text: String) {
            written += text
        }
    }

    private func keys(_ keys: [Key]) -> AsyncStream<Key> {
        AsyncStream { continuation in
            keys.forEach { continuation.yield($0) }
            continuation.finish()
        }
    }

    @Test func theTerminalIsRestoredWhenInputEnds() async {
        let window = Window()
        let ui = TerminalUI(window: window)
        window.rootViewController = FormViewController()
        window.makeKeyAndVisible()
        let terminal = RecordingTerminal()

        await ui.run(on: terminal, keys: keys([.character("A")]))

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

        await ui.run(on: terminal, keys: keys([.interrupt, .character("Z")]))
        let written = terminal.written
        window.rootViewController = ScoreViewController()

        #expect(terminal.written == written)
        #expect(form.text(inField: "player1") == "")
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
        let (keys, continuation) = AsyncStream.makeStream(of: Key.self)

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
}
