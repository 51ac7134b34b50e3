import RIBs
import RIBsTesting
@testable import TicTacToe

/// The Root interactor as its router sees it: records the logins it hears of.
@MainActor
final class RootInteractableMock: InteractableMock, RootInteractable {

    weak var router: RootRouting?
    weak var listener: RootListener?

    var didLoginCallCount = 0
    var didLoginHandler: ((_ player1Name: String, _ player2Name: String) -> ())?

    // MARK: - LoggedOutListener

    func didLogin(withPlayer1Name player1Name: String, player2Name: String) {
        didLoginCallCount += 1
        didLoginHandler?(player1Name, player2Name)
    }
}
