import RIBs
import ScreenKit

/// What the login form tells its interactor: nothing so far.
@MainActor
protocol LoggedOutPresentableListener: AnyObject {}

/// The login form: two name fields and a Login button.
final class LoggedOutViewController: ViewController, LoggedOutPresentable, LoggedOutViewControllable {

    weak var listener: LoggedOutPresentableListener?

    override var screen: Screen {
        Screen(title: "TicTacToe", elements: [
            .label(Label("Who is playing?", role: .heading)),
            .textField(TextField(id: Field.player1, placeholder: "Player 1 name", text: text(inField: Field.player1))),
            .textField(TextField(id: Field.player2, placeholder: "Player 2 name", text: text(inField: Field.player2))),
            .button(Button(id: Field.login, title: "Login")),
        ])
    }

    // MARK: - Private

    private enum Field {
        static let player1 = "player1Name"
        static let player2 = "player2Name"
        static let login = "login"
    }
}
