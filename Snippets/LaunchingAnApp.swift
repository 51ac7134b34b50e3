// A whole app, small: a root RIB with a view, the component at the root of the DI tree, and
// the launch code that runs the tree on the terminal front-ends (full screen on a terminal,
// plain lines otherwise), as the command `ribs init` writes does.
import PlainFrontEnd
import RIBs
import RIBsInspector
import ScreenKit
import TerminalFrontEnd

/// What the app gives the root RIB: nothing yet.
final class AppComponent: Component<EmptyDependency>, RootDependency {
    init() {
        super.init(dependency: EmptyComponent())
    }
}

protocol RootDependency: Dependency {}

final class RootBuilder: Builder<any RootDependency> {
    func build() -> any LaunchRouting {
        let viewController = RootViewController()
        let interactor = RootInteractor(presenter: viewController)
        return LaunchRouter(interactor: interactor, viewController: viewController)
    }
}

protocol RootPresentable: Presentable {
    var listener: (any RootPresentableListener)? { get set }
    func show(count: Int)
}

@MainActor
protocol RootPresentableListener: AnyObject {
    func buttonTapped()
}

/// Counts the taps on the button.
final class RootInteractor: PresentableInteractor<any RootPresentable>, RootPresentableListener {
    private var count = 0

    override init(presenter: any RootPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func buttonTapped() {
        count += 1
        presenter.show(count: count)
    }
}

/// The screen: a heading, the count and a button; the front-ends draw it.
final class RootViewController: ViewController, RootPresentable {
    weak var listener: (any RootPresentableListener)?
    private var count = 0

    override var screen: Screen {
        Screen(title: "Counter", elements: [
            .label(Label("Taps: \(count)", role: .heading)),
            .button(Button(id: "tap", title: "Tap", command: "tap")),
        ])
    }

    override func buttonTapped(_ id: String) {
        listener?.buttonTapped()
    }

    func show(count: Int) {
        self.count = count
        setNeedsDisplay()
    }
}

/// Runs the app until the user quits: full screen with the live RIB tree (`t`) on a terminal,
/// else as plain lines on standard input and output.
@MainActor
func runOnTheTerminal() async throws {
    let window = Window()
    let launchRouter = RootBuilder(dependency: AppComponent()).build()
    if TerminalUI.isAvailable {
        let terminal = TerminalUI(window: window)
        terminal.followRIBTree(with: RIBInspector(following: launchRouter))
        window.performBatchUpdates { launchRouter.launch(from: window) }
        try await terminal.run()
    } else {
        let session = PlainSession(window: window, write: StandardOutput.write)
        window.performBatchUpdates { launchRouter.launch(from: window) }
        await session.runOnStandardInput()
    }
    window.renderer = nil   // the tree goes without drawing the screens it dismisses
    withExtendedLifetime(launchRouter) {}
}

// snippet.hide
// `try await runOnTheTerminal()` is the program's last line in an app. Here the same tree is
// launched on a headless window, and then on the plain front-end fed lines, so that the
// snippet runs to completion anywhere.
let window = Window()
let driver = HeadlessDriver(window: window)
let launchRouter = RootBuilder(dependency: AppComponent()).build()
window.performBatchUpdates { launchRouter.launch(from: window) }
precondition(window.isVisible && launchRouter.interactable.isActive)
precondition(driver.visibleTexts.contains("Taps: 0"))
try driver.tapButton(titled: "Tap")
try driver.tapButton(titled: "Tap")
precondition(driver.visibleTexts.contains("Taps: 2"))
precondition(driver.renderedContents.count == 3, "one draw at launch, one per tap")

var printed = ""
let plainWindow = Window()
let session = PlainSession(window: plainWindow) { printed += $0 }
let plainRouter = RootBuilder(dependency: AppComponent()).build()
plainWindow.performBatchUpdates { plainRouter.launch(from: plainWindow) }
precondition(printed.contains("Taps: 0"))
session.handle("tap")
precondition(printed.contains("Taps: 1"))
precondition(session.handle("quit") == .quit)
