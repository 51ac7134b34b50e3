import RIBs

/// What the Welcome interactor asks of its router: nothing, as Welcome has no children.
@MainActor
protocol WelcomeRouting: ViewableRouting {}

/// What the Welcome interactor asks of its view.
@MainActor
protocol WelcomePresentable: Presentable {
    var listener: (any WelcomePresentableListener)? { get set }

    func show(greeting: String?, greeted: [String])
}

/// What the Welcome RIB tells its parent.
@MainActor
protocol WelcomeListener: AnyObject {
    func welcomeDidClose()
}

/// The Welcome RIB's business logic: greets whoever says hello, and keeps the list of
/// those greeted until they are forgotten. The list is its saved state: the app's hosts
/// save it after every change and hand it back on `--resume` (or a page's reload).
final class WelcomeInteractor: PresentableInteractor<any WelcomePresentable>, WelcomeInteractable, WelcomePresentableListener, StateRestoring {

    weak var router: (any WelcomeRouting)?
    weak var listener: (any WelcomeListener)?

    override init(presenter: any WelcomePresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    // MARK: - WelcomePresentableListener

    func sayHello(to name: String) {
        let name = name.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        if !name.isEmpty {
            greeted.append(name)
        }
        greeting = "Hello, \(name.isEmpty ? "world" : name)!"
        presenter.show(greeting: greeting, greeted: greeted)
    }

    func forget(at index: Int) {
        guard greeted.indices.contains(index) else {
            return
        }
        greeted.remove(at: index)
        presenter.show(greeting: greeting, greeted: greeted)
    }

    func close() {
        listener?.welcomeDidClose()
    }

    // MARK: - StateRestoring

    /// Those greeted, in order: what a later run shows again.
    var restorableState: [String] {
        greeted
    }

    func restore(from state: [String]) {
        greeted = state
        presenter.show(greeting: greeting, greeted: greeted)
    }

    // MARK: - Private

    private var greeting: String?
    private var greeted: [String] = []
}
