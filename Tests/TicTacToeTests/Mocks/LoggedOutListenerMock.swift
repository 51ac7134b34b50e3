import RIBs
@testable import TicTacToe

/// LoggedOut's listener: records the logins.
@MainActor
final class LoggedOutListenerMock: LoggedOutListener {

    var didLoginCallCount = 0
    var didLoginHandler: ((_ player1Name: String, _ player2Name: String) -> ())?

    func didLogin(withPlayer1Name player1Name: String, player2Name: String) {
        didLoginCallCount += 1
        didLoginHandler?(player1Name, player2Name)
    }
}
