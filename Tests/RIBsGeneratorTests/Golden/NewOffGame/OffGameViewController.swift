import RIBs
import ScreenKit

/// What the OffGame view tells its interactor.
@MainActor
protocol OffGamePresentableListener: AnyObject {
    // TODO: Declare the user's actions the interactor handles, such as `didTapDone()`.
}

/// The OffGame RIB's view.
final class OffGameViewController: ViewController, OffGamePresentable, OffGameViewControllable {

    weak var listener: (any OffGamePresentableListener)?

    override var screen: Screen {
        // TODO: Describe what this view shows; call `setNeedsDisplay()` whenever that changes.
        Screen(title: "OffGame")
    }

    override func buttonTapped(_ id: String) {
        // TODO: Tell `listener` which of this screen's buttons the user pressed.
    }
}
