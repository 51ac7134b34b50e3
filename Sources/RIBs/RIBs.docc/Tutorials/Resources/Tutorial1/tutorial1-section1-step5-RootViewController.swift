import RIBs
import ScreenKit

/// What the root view tells its interactor: nothing so far.
@MainActor
protocol RootPresentableListener: AnyObject {}

/// The root view: the app's title, under whatever Root's children present.
final class RootViewController: ViewController, RootPresentable, RootViewControllable {

    weak var listener: RootPresentableListener?

    override var screen: Screen {
        Screen(title: "TicTacToe")
    }

    // MARK: - RootViewControllable

    func present(viewController: ViewControllable) {
        guard let viewController = viewController.screenViewController else {
            return
        }
        present(viewController)
    }
}
