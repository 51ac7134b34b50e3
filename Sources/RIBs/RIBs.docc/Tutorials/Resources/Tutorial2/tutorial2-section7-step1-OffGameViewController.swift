import RIBs
import ScreenKit

/// What the start screen tells its interactor.
@MainActor
protocol OffGamePresentableListener: AnyObject {
    func startTicTacToe()
}

/// The start screen, with a Start Game button.
final class OffGameViewController: ViewController, OffGamePresentable, OffGameViewControllable {

    weak var listener: OffGamePresentableListener?

    override var screen: Screen {
        Screen(title: "TicTacToe", background: .yellow, elements: [
            .button(Button(id: startButtonID, title: "Start Game")),
        ])
    }

    override func buttonTapped(_ id: String) {
        if id == startButtonID {
            listener?.startTicTacToe()
        }
    }

    // MARK: - Private

    private let startButtonID = "startGame"
}
