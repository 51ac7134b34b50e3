import RIBs
import ScreenKit

/// What the Root view tells its interactor.
@MainActor
protocol RootPresentableListener: AnyObject {
    func openWelcome()
}

/// The Root RIB's view: shown when no child's view is over it.
final class RootViewController: ViewController, RootPresentable, RootViewControllable {

    weak var listener: (any RootPresentableListener)?

    override var screen: Screen {
        Screen(title: "Demo", elements: [
            .label(Label("Demo", role: .heading)),
            .label(Label("Welcome, its child RIB, is closed.")),
            .button(Button(id: Control.openWelcome, title: "Open Welcome", command: "open")),
        ])
    }

    override func buttonTapped(_ id: String) {
        if id == Control.openWelcome {
            listener?.openWelcome()
        }
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

    // MARK: - Private

    private enum Control {
        static let openWelcome = "openWelcome"
    }
}
