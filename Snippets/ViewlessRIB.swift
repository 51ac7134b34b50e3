// A viewless RIB shows its children's views through a view controller its parent lends it,
// and dismisses them itself when it is detached: `cleanupViews()`.
import RIBs

// snippet.hide
final class Screen: ViewControllable {}
// snippet.show

/// What LoggedIn may do with the view its parent lends it.
protocol LoggedInViewControllable: ViewControllable {
    func present(viewController: any ViewControllable)
    func dismiss(viewController: any ViewControllable)
}

protocol LoggedInRouting: Routing {
    func cleanupViews()
}

final class LoggedInInteractor: Interactor {

    weak var router: (any LoggedInRouting)?

    override func willResignActive() {
        super.willResignActive()
        router?.cleanupViews()   // the parent will not dismiss what LoggedIn presented
    }
}

final class LoggedInRouter: Router<LoggedInInteractor>, LoggedInRouting {

    private let viewController: any LoggedInViewControllable
    private var presented: (any ViewControllable)?

    init(interactor: LoggedInInteractor, viewController: any LoggedInViewControllable) {
        self.viewController = viewController
        super.init(interactor: interactor)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let offGameView = Screen()   // in the app: an OffGame RIB attached as a child
        viewController.present(viewController: offGameView)
        presented = offGameView
    }

    func cleanupViews() {
        if let presented {
            viewController.dismiss(viewController: presented)
        }
    }
}

// snippet.hide
final class RootView: LoggedInViewControllable {
    var stack: [any ViewControllable] = []
    func present(viewController: any ViewControllable) { stack.append(viewController) }
    func dismiss(viewController: any ViewControllable) { stack.removeAll { $0 === viewController } }
}
let root = Router(interactor: Interactor())
root.interactable.activate()
root.load()
let rootView = RootView()
let loggedIn = LoggedInRouter(interactor: LoggedInInteractor(), viewController: rootView)
root.attachChild(loggedIn)
precondition(rootView.stack.count == 1)
root.detachChild(loggedIn)
precondition(rootView.stack.isEmpty, "cleanupViews dismissed what LoggedIn presented")
