import RIBs
import ScreenKit

/// A counter of taps whose count survives the process: one RIB whose interactor is
/// `StateRestoring`. No links, so `--open` is refused.
enum CounterApp {

    /// Named with a space, so that its state folder shows the host's naming (the descriptor's
    /// identifier): `testcounter`.
    nonisolated static let descriptor = AppDescriptor(name: "Test Counter", summarizeSavedState: summary) {
        let viewController = CounterViewController()
        let interactor = CounterInteractor(presenter: viewController)
        return AppTree(launchRouter: LaunchRouter(interactor: interactor, viewController: viewController))
    }

    /// `Count: 2` when something was counted; nothing to offer otherwise.
    @MainActor
    static func summary(of tree: SavedTree) -> String? {
        guard let count = try? tree.root.state(as: Int.self), count > 0 else {
            return nil
        }
        return "Count: \(count)"
    }
}

/// Counts the taps, and saves the count.
final class CounterInteractor: PresentableInteractor<CounterViewController>, StateRestoring {

    override init(presenter: CounterViewController) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        presenter.show(count: count)
    }

    func tapped() {
        count += 1
        presenter.show(count: count)
    }

    // MARK: - StateRestoring

    var restorableState: Int {
        count
    }

    func restore(from state: Int) {
        count = state
        presenter.show(count: count)
    }

    // MARK: - Private

    private var count = 0
}

/// The count and a button.
final class CounterViewController: ViewController {

    weak var listener: CounterInteractor?

    override var screen: Screen {
        Screen(title: "Test Counter", elements: [
            .label(Label("Count: \(count)", role: .heading)),
            .button(Button(id: "add", title: "Add one", command: "add")),
        ])
    }

    override func buttonTapped(_ id: String) {
        listener?.tapped()
    }

    func show(count: Int) {
        self.count = count
        setNeedsDisplay()
    }

    // MARK: - Private

    private var count = 0
}
