import RIBs
import ScreenKit

/// What the login form tells its interactor: nothing so far.
@MainActor
protocol LoggedOutPresentableListener: AnyObject {}

/// The login form.
final class LoggedOutViewController: ViewController, LoggedOutPresentable, LoggedOutViewControllable {

    weak var listener: LoggedOutPresentableListener?

    override var screen: Screen {
        Screen(title: "TicTacToe", elements: [
            .label(Label("Who is playing?", role: .heading)),
        ])
    }
}
