import RIBs
import ScreenKit

/// What the start screen tells its interactor: nothing so far.
@MainActor
protocol OffGamePresentableListener: AnyObject {}

/// The start screen, with a Start Game button.
final class OffGameViewController: ViewController, OffGamePresentable, OffGameViewControllable {

    weak var listener: OffGamePresentableListener?

    override var screen: Screen {
        Screen(title: "TicTacToe", background: .yellow, elements: [
            .button(Button(id: startButtonID, title: "Start Game")),
        ])
    }

    // MARK: - Private

    private let startButtonID = "startGame"
}
