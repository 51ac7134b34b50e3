import RIBs
@testable import TicTacToe

/// The login form as its interactor sees it.
@MainActor
final class LoggedOutPresentableMock: LoggedOutPresentable {

    weak var listener: LoggedOutPresentableListener?

    var typedNames = TypedNames(player1Name: "", player2Name: "")

    var showTypedNamesCallCount = 0
    var showTypedNamesHandler: ((TypedNames) -> ())?

    func show(typedNames: TypedNames) {
        showTypedNamesCallCount += 1
        showTypedNamesHandler?(typedNames)
    }
}
