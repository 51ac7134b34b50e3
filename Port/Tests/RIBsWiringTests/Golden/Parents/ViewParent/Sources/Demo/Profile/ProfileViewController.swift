import RIBs
import ScreenKit

/// What the Profile view tells its interactor.
@MainActor
protocol ProfilePresentableListener: AnyObject {
    // TODO: Declare the user's actions the interactor handles, such as `didTapDone()`.
}

/// The Profile RIB's view.
final class ProfileViewController: ViewController, ProfilePresentable, ProfileViewControllable {

    weak var listener: (any ProfilePresentableListener)?

    override var screen: Screen {
        // TODO: Describe what this view shows; call `setNeedsDisplay()` whenever that changes.
        Screen(title: "Profile")
    }

    override func buttonTapped(_ id: String) {
        // TODO: Tell `listener` which of this screen's buttons the user pressed.
    }
}
