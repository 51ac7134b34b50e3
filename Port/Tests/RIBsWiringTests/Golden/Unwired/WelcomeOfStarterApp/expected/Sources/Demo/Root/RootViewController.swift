import RIBs
import ScreenKit

/// What the Root view tells its interactor.
@MainActor
protocol RootPresentableListener: AnyObject {}

/// The Root RIB's view: shown when no child's view is over it.
final class RootViewController: ViewController, RootPresentable, RootViewControllable {

    weak var listener: (any RootPresentableListener)?

    override var screen: Screen {
        Screen(title: "Demo", elements: [
            .label(Label("Demo", role: .heading)),
        ])
    }

    // MARK: - RootViewControllable

    func present(viewController: any ViewControllable) {
        guard let viewController = viewController.screenViewController else {
            return
        }
        present(viewController)
    }

    func dismiss(viewController: any ViewControllable) {
        if presentedViewController === viewController {
            dismiss()
        }
    }
}
