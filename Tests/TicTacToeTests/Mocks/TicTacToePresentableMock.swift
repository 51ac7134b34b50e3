import RIBs
@testable import TicTacToe

/// The board as its interactor sees it: records the marks set and the results announced.
@MainActor
final class TicTacToePresentableMock: TicTacToePresentable {

    weak var listener: TicTacToePresentableListener?

    var setCellCallCount = 0
    var setCellHandler: ((_ row: Int, _ col: Int, _ playerType: PlayerType) -> ())?

    var showWinningLineCallCount = 0
    var showWinningLineHandler: ((_ line: BoardLine) -> ())?

    var announceCallCount = 0
    var announceHandler: ((_ winner: PlayerType?, _ handler: @escaping () -> ()) -> ())?

    func setCell(atRow row: Int, col: Int, withPlayerType playerType: PlayerType) {
        setCellCallCount += 1
        setCellHandler?(row, col, playerType)
    }

    func showWinningLine(_ line: BoardLine) {
        showWinningLineCallCount += 1
        showWinningLineHandler?(line)
    }

    func announce(winner: PlayerType?, withCompletionHandler handler: @escaping () -> ()) {
        announceCallCount += 1
        announceHandler?(winner, handler)
    }
}
