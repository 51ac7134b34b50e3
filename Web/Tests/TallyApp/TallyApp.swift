import RIBs
import ScreenKit

/// An app of the web tests' own, to serve as any app is served: one RIB whose interactor keeps
/// a count (``TallyInteractor``, the app's only `StateRestoring`), a button that raises it, and
/// links `tally://set?count=N` that set it.
public enum TallyApp {

    /// The app as the web server runs it.
    public static let descriptor = AppDescriptor(
        name: "Tally",
        links: AppLinks(example: "tally://set?count=7") { _ = try TallyLink(parsing: $0) }
    ) {
        let interactor = TallyInteractor(presenter: TallyViewController())
        interactor.presenter.listener = interactor
        let router = LaunchRouter(interactor: interactor, viewController: interactor.presenter)
        return AppTree(launchRouter: router) { link in
            interactor.setCount(try TallyLink(parsing: link).count)
        }
    }
}

/// Keeps the count, saved with the tree and restored from it.
@MainActor
final class TallyInteractor: PresentableInteractor<TallyViewController>, StateRestoring, TallyPresentableListener {

    struct RestorableState: Codable, Sendable {
        var count: Int
    }

    var restorableState: RestorableState {
        RestorableState(count: count)
    }

    func restore(from state: RestorableState) {
        setCount(state.count)
    }

    func setCount(_ count: Int) {
        self.count = count
        presenter.show(count: count)
    }

    // MARK: - TallyPresentableListener

    func add() {
        setCount(count + 1)
    }

    // MARK: - Private

    private var count = 0
}

/// What the view tells its interactor.
@MainActor
protocol TallyPresentableListener: AnyObject {
    func add()
}

/// The count, and a button that adds one (`add`).
final class TallyViewController: ViewController {

    weak var listener: (any TallyPresentableListener)?

    override var screen: Screen {
        Screen(title: "Tally", elements: [
            .label(Label("Count: \(count)", role: .heading)),
            .button(Button(id: "add", title: "Add one", role: .primary)),
        ])
    }

    override func buttonTapped(_ id: String) {
        if id == "add" {
            listener?.add()
        }
    }

    func show(count: Int) {
        self.count = count
        setNeedsDisplay()
    }

    // MARK: - Private

    private var count = 0
}

/// A link the app opens: `tally://set?count=N`, N from 0 to 1000.
struct TallyLink {

    /// Why a link is not one.
    struct Refusal: Error, CustomStringConvertible {
        let link: String

        var description: String {
            "Tally opens tally://set?count=N links only (N from 0 to 1000), not '\(link)'"
        }
    }

    let count: Int

    init(parsing link: String) throws {
        let prefix = "tally://set?count="
        guard link.hasPrefix(prefix), let count = Int(link.dropFirst(prefix.count)), (0...1_000).contains(count) else {
            throw Refusal(link: link)
        }
        self.count = count
    }
}
