import RIBs
import ScreenKit

/// What the start screen tells its interactor.
@MainActor
protocol OffGamePresentableListener: AnyObject {
    func startTicTacToe()
}

/// The start screen: both names with their scores, the draws, and a Start Game button.
final class OffGameViewController: ViewController, OffGamePresentable, OffGameViewControllable {

    weak var listener: OffGamePresentableListener?

    init(player1Name: String, player2Name: String) {
        self.player1Name = player1Name
        self.player2Name = player2Name
    }

    override var screen: Screen {
        Screen(title: "TicTacToe", background: .yellow, elements: [
            .label(Label("\(player1Name) (\(score.player1Score))", role: .heading, color: .red)),
            .label(Label("vs", role: .caption)),
            .label(Label("\(player2Name) (\(score.player2Score))", role: .heading, color: .blue)),
            .label(Label("Draws: \(score.drawCount)", role: .body)),
            .button(Button(id: startButtonID, title: "Start Game")),
        ])
    }

    override func buttonTapped(_ id: String) {
        if id == startButtonID {
            listener?.startTicTacToe()
        }
    }

    // MARK: - OffGamePresentable

    func set(score: Score) {
        self.score = score
        setNeedsDisplay()
    }

    // MARK: - Private

    private let player1Name: String
    private let player2Name: String
    private var score = Score.zero
    private let startButtonID = "startGame"
}
