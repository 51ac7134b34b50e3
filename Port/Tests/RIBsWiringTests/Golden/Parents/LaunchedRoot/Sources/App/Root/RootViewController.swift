import RIBs
import ScreenKit

/// What the Root view tells its interactor.
@MainActor
protocol RootPresentableListener: AnyObject {
    // TODO: Declare the user's actions the interactor handles, such as `didTapDone()`.
}

/// The Root RIB's view.
final class RootViewController: ViewController, RootPresentable, RootViewControllable {

    weak var listener: (any RootPresentableListener)?

    override var screen: Screen {
        // TODO: Describe what this view shows; call `setNeedsDisplay()` whenever that changes.
        Screen(title: "Root")
    }

    override func buttonTapped(_ id: String) {
        // TODO: Tell `listener` which of this screen's buttons the user pressed.
    }
}
