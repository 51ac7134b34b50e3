import ScreenKit

/// The first screen of the full-screen game when a saved game exists: it shows what the saved
/// game holds and asks whether to continue it or start a new one.
@MainActor
final class ResumeOfferViewController: ViewController {

    /// Creates the offer.
    ///
    /// - Parameters:
    ///   - summary: What the saved game holds, such as `Ann 2, Bob 1, 0 draws`.
    ///   - choose: Called with `true` to continue the saved game, `false` for a new one.
    init(summary: String, choose: @escaping @MainActor (_ continuesSavedGame: Bool) -> Void) {
        self.summary = summary
        self.choose = choose
    }

    override var screen: Screen {
        Screen(title: "TicTacToe", elements: [.label(Label("Welcome back!", role: .heading))])
    }

    /// Asks the question; call it once the view controller is in the window.
    func ask() {
        let alert = AlertController(title: "Continue the saved game?", message: summary)
        alert.addAction(AlertAction(title: "Continue") { [choose] in choose(true) })
        alert.addAction(AlertAction(title: "New Game") { [choose] in choose(false) })
        present(alert)
    }

    // MARK: - Private

    private let summary: String
    private let choose: @MainActor (Bool) -> Void
}
