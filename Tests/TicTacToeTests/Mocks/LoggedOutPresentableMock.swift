import RIBs
@testable import TicTacToe

/// The login form as its interactor sees it.
@MainActor
final class LoggedOutPresentableMock: LoggedOutPresentable {

    weak var listener: LoggedOutPresentableListener?
}
