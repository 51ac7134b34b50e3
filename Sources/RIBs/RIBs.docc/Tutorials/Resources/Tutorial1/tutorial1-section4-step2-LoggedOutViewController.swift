import RIBs
import ScreenKit

/// What the login form tells its interactor.
@MainActor
protocol LoggedOutPresentableListener: AnyObject {
    func login(withPlayer1Name player1Name: String?, player2Name: String?)
}

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

    override func buttonTapped(_ id: String) {
        guard id == Field.login else {
            return
        }
        listener?.login(withPlayer1Name: text(inField: Field.player1), player2Name: text(inField: Field.player2))
    }

    // MARK: - Private

    private enum Field {
        static let player1 = "player1Name"
        static let player2 = "player2Name"
        static let login = "login"
    }
}
