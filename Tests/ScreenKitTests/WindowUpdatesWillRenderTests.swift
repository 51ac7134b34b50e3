import RIBs
import ScreenKit
import Testing

/// When a window tells its front-end that updates are about to be rendered.
@MainActor
struct WindowUpdatesWillRenderTests {

    private final class CounterViewController: ViewController {
        var count = 0

        override var screen: Screen {
            Screen(title: "Count", elements: [.label(Label("\(count)")), .button(Button(id: "add", title: "Add"))])
        }

        override func buttonTapped(_ id: String) {
            count += 1
            setNeedsDisplay()
        }
    }

    /// Records what the window calls, in order.
    private final class Recorder: WindowRenderer {
        var entries: [String] = []

        func render(_ content: WindowContent) {
            entries.append("render \(content.screen.elements.first.map { "\($0)" } ?? "")")
        }
    }

    private let window = Window()
    private let counter = CounterViewController()
    private let recorder = Recorder()

    init() {
        window.renderer = recorder
        window.rootViewController = counter
        window.makeKeyAndVisible()
        window.updatesWillRender = { [recorder, counter] in
            recorder.entries.append("updatesWillRender at \(counter.count)")
        }
        recorder.entries.removeAll()
    }

    @Test func anActionIsAnnouncedOnceBeforeItsResultIsRendered() throws {
        try window.perform(.tapButton(id: "add"))

        #expect(recorder.entries.count == 2)
        #expect(recorder.entries.first == "updatesWillRender at 1")
        #expect(recorder.entries.last?.hasPrefix("render") == true)
    }

    @Test func nestedBatchesAreAnnouncedOnceAtTheOutermostEnd() {
        window.performBatchUpdates {
            counter.buttonTapped("add")
            window.performBatchUpdates {
                counter.buttonTapped("add")
            }
        }

        #expect(recorder.entries.filter { $0.hasPrefix("updatesWillRender") } == ["updatesWillRender at 2"])
    }

    @Test func anActionThatChangesNothingIsAnnouncedButNotRendered() {
        #expect(throws: UserActionRejection.self) {
            try window.perform(.tapButton(id: "missing"))
        }

        #expect(recorder.entries == ["updatesWillRender at 0"])
    }
}
