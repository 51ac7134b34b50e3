import RIBs
import Testing
@testable import TicTacToe

@MainActor
struct TicTacToeInteractorTests {

    struct Cell: Equatable, Sendable, CustomStringConvertible {
        let row: Int
        let col: Int

        init(_ row: Int, _ col: Int) {
            self.row = row
            self.col = col
        }

        var description: String {
            "(\(row), \(col))"
        }
    }

    /// Three cells in a row, spelled out here rather than taken from the game's own rules.
    struct Line: Sendable, CustomTestStringConvertible {
        let name: String
        let cells: [Cell]

        var testDescription: String {
            name
        }
    }

    /// A winning line the interactor asked the board to show.
    struct ShownLine: Equatable {
        let name: String
        let cells: [Cell]
        /// Whether the board showed it before the result was announced.
        let wasBeforeAnnouncement: Bool
    }

    /// A mark the interactor asked the board to show.
    struct Mark: Equatable, CustomStringConvertible {
        let cell: Cell
        let player: PlayerType

        var description: String {
            "\(player) at \(cell)"
        }
    }

    nonisolated static let lines = [
        Line(name: "top row", cells: [Cell(0, 0), Cell(0, 1), Cell(0, 2)]),
        Line(name: "middle row", cells: [Cell(1, 0), Cell(1, 1), Cell(1, 2)]),
        Line(name: "bottom row", cells: [Cell(2, 0), Cell(2, 1), Cell(2, 2)]),
        Line(name: "left column", cells: [Cell(0, 0), Cell(1, 0), Cell(2, 0)]),
        Line(name: "middle column", cells: [Cell(0, 1), Cell(1, 1), Cell(2, 1)]),
        Line(name: "right column", cells: [Cell(0, 2), Cell(1, 2), Cell(2, 2)]),
        Line(name: "diagonal from top left", cells: [Cell(0, 0), Cell(1, 1), Cell(2, 2)]),
        Line(name: "diagonal from top right", cells: [Cell(0, 2), Cell(1, 1), Cell(2, 0)]),
    ]

    private let presenter = TicTacToePresentableMock()
    private let listener = TicTacToeListenerMock()
    private let interactor: TicTacToeInteractor
    private let record = Record()

    init() {
        interactor = TicTacToeInteractor(presenter: presenter)
        interactor.listener = listener
        interactor.activate()
        let record = record
        presenter.setCellHandler = { row, col, player in
            record.marks.append(Mark(cell: Cell(row, col), player: player))
        }
        let presenter = presenter
        presenter.showWinningLineHandler = { line in
            record.shownLines.append(ShownLine(name: line.name,
                                               cells: line.cells.map { Cell($0.row, $0.col) },
                                               wasBeforeAnnouncement: presenter.announceCallCount == 0))
        }
        presenter.announceHandler = { winner, handler in
            record.announcedWinners.append(winner)
            record.announceCompletions.append(handler)
        }
        listener.gameDidEndHandler = { record.endedWithWinners.append($0) }
    }

    @Test func listensToItsPresenter() {
        #expect(presenter.listener === interactor)
    }

    @Test(arguments: lines, PlayerType.allCases)
    func threeInALineWins(line: Line, winner: PlayerType) throws {
        let moves = Self.moves(filling: line, for: winner)

        play(moves.dropLast())
        #expect(presenter.announceCallCount == 0)
        play(moves.suffix(1))

        #expect(record.marks == Self.marks(alternatingFrom: moves))
        #expect(record.shownLines == [ShownLine(name: line.name, cells: line.cells, wasBeforeAnnouncement: true)])
        #expect(presenter.announceCallCount == 1)
        #expect(record.announcedWinners == [winner])
        try expectGameEndsWhenTheAnnouncementCloses(withWinner: winner)
    }

    @Test func aFullBoardWithoutALineIsADraw() throws {
        // X O X
        // X O O
        // O X X
        let moves = [Cell(0, 0), Cell(0, 1), Cell(0, 2), Cell(1, 1), Cell(1, 0), Cell(1, 2), Cell(2, 1), Cell(2, 0), Cell(2, 2)]

        play(moves.dropLast())
        #expect(presenter.announceCallCount == 0)
        play(moves.suffix(1))

        #expect(record.marks == Self.marks(alternatingFrom: moves))
        #expect(presenter.announceCallCount == 1)
        #expect(presenter.showWinningLineCallCount == 0)
        #expect(record.announcedWinners == [nil])
        try expectGameEndsWhenTheAnnouncementCloses(withWinner: nil)
    }

    @Test func aLineCompletedOnTheLastCellWinsRatherThanDraws() throws {
        // X O X
        // O X O
        // O X X   (player 1's last mark completes the diagonal)
        let moves = [Cell(0, 0), Cell(0, 1), Cell(0, 2), Cell(1, 0), Cell(1, 1), Cell(1, 2), Cell(2, 1), Cell(2, 0), Cell(2, 2)]

        play(moves)

        #expect(record.announcedWinners == [.player1])
        #expect(record.shownLines.map(\.name) == ["diagonal from top left"])
        try expectGameEndsWhenTheAnnouncementCloses(withWinner: .player1)
    }

    @Test func playerOnePlaysFirstThenTurnsAlternate() {
        play([Cell(1, 1), Cell(0, 0), Cell(2, 2)])

        #expect(record.marks == [
            Mark(cell: Cell(1, 1), player: .player1),
            Mark(cell: Cell(0, 0), player: .player2),
            Mark(cell: Cell(2, 2), player: .player1),
        ])
    }

    @Test func tappingATakenCellChangesNothing() {
        play([Cell(1, 1)])

        play([Cell(1, 1)])

        #expect(presenter.setCellCallCount == 1)
        #expect(presenter.announceCallCount == 0)

        // The turn did not flip: the next mark is still player 2's.
        play([Cell(0, 0)])

        #expect(record.marks == [Mark(cell: Cell(1, 1), player: .player1), Mark(cell: Cell(0, 0), player: .player2)])
    }

    @Test func tappingOffTheBoardChangesNothing() {
        play([Cell(3, 0), Cell(0, -1)])

        #expect(presenter.setCellCallCount == 0)

        play([Cell(0, 0)])

        #expect(record.marks == [Mark(cell: Cell(0, 0), player: .player1)])
    }

    @Test func tapsAfterTheGameEndedChangeNothing() throws {
        play(Self.moves(filling: Self.lines[0], for: .player1))
        let marks = record.marks

        play([Cell(2, 2), Cell(2, 1)])

        #expect(record.marks == marks)
        #expect(presenter.announceCallCount == 1)
        try expectGameEndsWhenTheAnnouncementCloses(withWinner: .player1)

        play([Cell(2, 2)])

        #expect(record.marks == marks)
        #expect(presenter.announceCallCount == 1)
        #expect(listener.gameDidEndCallCount == 1)
    }

    // MARK: - Private

    @MainActor
    private final class Record {
        var marks: [Mark] = []
        var shownLines: [ShownLine] = []
        var announcedWinners: [PlayerType?] = []
        var announceCompletions: [() -> ()] = []
        var endedWithWinners: [PlayerType?] = []
    }

    private func play(_ cells: some Sequence<Cell>) {
        for cell in cells {
            interactor.placeCurrentPlayerMark(atRow: cell.row, col: cell.col)
        }
    }

    /// Expects the listener to hear of the end only once the announcement's handler runs.
    private func expectGameEndsWhenTheAnnouncementCloses(withWinner winner: PlayerType?,
                                                         sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(listener.gameDidEndCallCount == 0, sourceLocation: sourceLocation)
        let closeAnnouncement = try #require(record.announceCompletions.first, sourceLocation: sourceLocation)

        closeAnnouncement()

        #expect(listener.gameDidEndCallCount == 1, sourceLocation: sourceLocation)
        #expect(record.endedWithWinners == [winner], sourceLocation: sourceLocation)
    }

    /// Moves, player 1 first, after which `winner` has filled `line` and nobody had a line before.
    private static func moves(filling line: Line, for winner: PlayerType) -> [Cell] {
        let otherCells = allCells.filter { !line.cells.contains($0) }
        switch winner {
        case .player1:
            // Player 2 gets two marks: never a line.
            return [line.cells[0], otherCells[0], line.cells[1], otherCells[1], line.cells[2]]
        case .player2:
            // Player 1 gets three marks: take three that are not a line.
            let loserCells = threeCellsNotInALine(from: otherCells)
            return [loserCells[0], line.cells[0], loserCells[1], line.cells[1], loserCells[2], line.cells[2]]
        }
    }

    private static let allCells = (0..<3).flatMap { row in (0..<3).map { Cell(row, $0) } }

    private static func threeCellsNotInALine(from cells: [Cell]) -> [Cell] {
        for first in cells.indices {
            for second in cells.indices where second > first {
                for third in cells.indices where third > second {
                    let candidate = [cells[first], cells[second], cells[third]]
                    if !lines.contains(where: { line in candidate.allSatisfy(line.cells.contains) }) {
                        return candidate
                    }
                }
            }
        }
        preconditionFailure("Every three of \(cells) are a line.")
    }

    /// The marks `moves` place when player 1 starts and turns alternate.
    private static func marks(alternatingFrom moves: [Cell]) -> [Mark] {
        moves.enumerated().map { index, cell in
            Mark(cell: cell, player: index.isMultiple(of: 2) ? .player1 : .player2)
        }
    }
}
