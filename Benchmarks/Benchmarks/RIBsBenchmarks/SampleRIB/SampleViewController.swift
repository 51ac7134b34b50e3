import RIBs
import ScreenKit

/// What the Sample screen tells its interactor.
@MainActor
protocol SamplePresentableListener: AnyObject {
    func startGame()
}

/// A start screen like OffGame's: both names with their scores, and a Start Game button.
final class SampleViewController: ViewController, SamplePresentable, SampleViewControllable {

    weak var listener: (any SamplePresentableListener)?

    init(player1Name: String, player2Name: String) {
        self.player1Name = player1Name
        self.player2Name = player2Name
    }

    override var screen: Screen {
        Screen(title: "Sample", elements: [
            .label(Label("\(player1Name) (\(score.player1Score))", role: .heading)),
            .label(Label("\(player2Name) (\(score.player2Score))", role: .heading)),
            .label(Label("Draws: \(score.drawCount)", role: .body)),
            .button(Button(id: "start", title: "Start Game")),
        ])
    }

    override func buttonTapped(_ id: String) {
        listener?.startGame()
    }

    // MARK: - SamplePresentable

    func set(score: BenchmarkScore) {
        self.score = score
        setNeedsDisplay()
    }

    // MARK: - Private

    private let player1Name: String
    private let player2Name: String
    private var score = BenchmarkScore.zero
}
