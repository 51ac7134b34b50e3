import ScreenKit
import Testing
@testable import TerminalFrontEnd

/// The end of a game: the final board stays whole with the winning line marked, and the result
/// sits below it, at the sizes terminals open at, with and without the tree panel.
@MainActor
struct ResultLayoutTests {

    struct Layout: CustomTestStringConvertible, Sendable {
        let columns: Int
        let rows: Int
        let showsPanel: Bool

        var testDescription: String {
            "\(columns)×\(rows)\(showsPanel ? " with the panel" : "")"
        }
    }

    nonisolated static let layouts = [80, 100].flatMap { columns in
        [false, true].map { Layout(columns: columns, rows: columns == 80 ? 24 : 30, showsPanel: $0) }
    }

    @Test(arguments: layouts)
    func aWinShowsTheWholeBoardWithTheLineMarkedAndTheResultBelowIt(layout: Layout) throws {
        // X X X
        // O O .
        // . . .
        let game = FinishedGameViewController(rows: ["XXX", "OO.", "..."], highlighting: [(0, 0), (0, 1), (0, 2)])
        let frame = try finish(game, announcing: "Alice won! (top row)", in: layout)

        let board = try #require(BoardOnScreen(in: frame))
        #expect(board.symbols(in: frame) == ["X", "X", "X", "O", "O", "6", "7", "8", "9"])
        for (index, cell) in board.cells.enumerated() {
            let style = try #require(frame[cell]?.style)
            let isWinning = index < 3
            #expect(style.isInverse == isWinning, "cell \(index + 1)")
            #expect(style.isBold == (index < 5), "cell \(index + 1)")
            #expect(!style.isDim || index >= 5, "cell \(index + 1) is dimmed")
            if isWinning {
                #expect(style.foreground == .red)
                // The whole cell, not only its mark.
                #expect(frame[cell.offsetBy(columns: -2)]?.style.isInverse == true)
                #expect(frame[cell.offsetBy(columns: 2)]?.style.isInverse == true)
            }
        }
        try expectResult("Alice won! (top row)", belowBoard: board, in: frame, layout: layout)
    }

    @Test(arguments: layouts)
    func aDrawShowsTheWholeFullBoardWithNothingMarked(layout: Layout) throws {
        let game = FinishedGameViewController(rows: ["XOX", "XOO", "OXX"], highlighting: [])
        let frame = try finish(game, announcing: "It's a draw!", in: layout)

        let board = try #require(BoardOnScreen(in: frame))
        #expect(board.symbols(in: frame) == ["X", "O", "X", "X", "O", "O", "O", "X", "X"])
        #expect(board.cells.allSatisfy { frame[$0]?.style.isInverse == false && frame[$0]?.style.isDim == false })
        try expectResult("It's a draw!", belowBoard: board, in: frame, layout: layout)
    }

    @Test func aLongNameAndLineWrapInsideTheCard() throws {
        let name = String(repeating: "W", count: 20)
        let game = FinishedGameViewController(rows: ["X.O", ".XO", "..X"], highlighting: [(0, 0), (1, 1), (2, 2)])
        let frame = try finish(game, announcing: "\(name) won! (diagonal from top left)", in: Layout(columns: 80, rows: 24, showsPanel: true))

        let first = try #require(frame.position(of: "\(name) won!"))
        let second = try #require(frame.position(of: "(diagonal from top left)"))
        #expect(second.row == first.row + 1)
        #expect(frame.style(of: "(diagonal from top left)")?.isBold == true)
        #expect(!frame.screenText.contains("…"))
        #expect(frame.position(of: "▶ Close Game ◀") != nil)
    }

    @Test func aTerminalTooShortForTheResultBelowTheBoardShowsItOverTheDimmedCard() throws {
        let game = FinishedGameViewController(rows: ["XXX", "OO.", "..."], highlighting: [(0, 0), (0, 1), (0, 2)])
        let frame = try finish(game, announcing: "Alice won! (top row)", in: Layout(columns: 60, rows: 20, showsPanel: false))

        #expect(frame.style(of: "Alice won! (top row)")?.isBold == true)
        #expect(frame.style(of: "▶ Close Game ◀")?.isInverse == true)
        #expect(frame.style(of: "Alice (X)")?.isDim == true)
        #expect(frame.lines.last?.contains("Enter closes") == true)
    }

    // MARK: - Private

    /// Shows `game`'s final board with the result announced, on a terminal of `layout`.
    private func finish(_ game: FinishedGameViewController, announcing title: String, in layout: Layout) throws -> TerminalBuffer {
        let (session, _) = makeSession(showing: game, size: TerminalSize(columns: layout.columns, rows: layout.rows))
        let tree = InspectedTree()
        session.followRIBTree(with: tree.inspector)
        session.isTreePanelShown = layout.showsPanel
        game.announce(title)
        return session.frame
    }

    /// Expects the result and its button below the board, inside the card, beside the panel if
    /// it shows, and the key hint in the status line.
    private func expectResult(_ title: String, belowBoard board: BoardOnScreen, in frame: TerminalBuffer, layout: Layout,
                              sourceLocation: SourceLocation = #_sourceLocation) throws {
        let result = try #require(frame.position(of: title), sourceLocation: sourceLocation)
        let button = try #require(frame.position(of: "▶ Close Game ◀"), sourceLocation: sourceLocation)
        #expect(result.row > board.bottomRow, sourceLocation: sourceLocation)
        #expect(button.row > result.row, sourceLocation: sourceLocation)
        #expect(frame.style(of: title)?.isBold == true, sourceLocation: sourceLocation)
        #expect(frame.style(of: "▶ Close Game ◀")?.isInverse == true, sourceLocation: sourceLocation)
        #expect(frame.style(of: "Alice (X)")?.isDim == false, sourceLocation: sourceLocation)
        // The card is whole: its bottom edge is on screen, above the status line.
        let cardBottom = try #require(frame.position(of: "╰──"), sourceLocation: sourceLocation)
        #expect(cardBottom.row > button.row && cardBottom.row < layout.rows - 1, sourceLocation: sourceLocation)
        let panel = frame.position(of: "─ RIB tree ─")
        #expect((panel != nil) == layout.showsPanel, sourceLocation: sourceLocation)
        if let panel {
            // Beside the card: right of its right edge, nothing overlapping.
            let cardRight = try #require(frame.positions(of: "╯").first { $0.row == cardBottom.row && $0.column > cardBottom.column },
                                         sourceLocation: sourceLocation)
            #expect(panel.column > cardRight.column, sourceLocation: sourceLocation)
            #expect(frame.position(of: "Lifecycle, newest first") != nil, sourceLocation: sourceLocation)
        }
        #expect(frame.lines.last?.contains("Enter closes") == true, sourceLocation: sourceLocation)
    }
}

/// The board's grid as found on screen.
struct BoardOnScreen {

    /// The grid's top and bottom rows.
    let topRow: Int
    let bottomRow: Int

    /// The centre of each cell, 1 to 9.
    let cells: [CellPosition]

    init?(in frame: TerminalBuffer) {
        guard let top = frame.position(of: "┌─────┬─────┬─────┐"),
              let bottom = frame.position(of: "└─────┴─────┴─────┘") else {
            return nil
        }
        topRow = top.row
        bottomRow = bottom.row
        cells = (0..<3).flatMap { row in
            (0..<3).map { column in top.offsetBy(columns: 3 + column * 6, rows: 1 + row * 2) }
        }
    }

    /// What each cell shows, 1 to 9.
    func symbols(in frame: TerminalBuffer) -> [String] {
        cells.map { frame[$0]?.character.map(String.init) ?? "" }
    }
}

/// The app's game screen at its end: the players, the final board, "Game over".
final class FinishedGameViewController: ViewController {

    private let board: Grid

    /// - Parameters:
    ///   - rows: The board row by row: `X`, `O`, or anything else for an empty cell.
    ///   - highlighting: The cells of the winning line.
    init(rows: [String], highlighting: [(row: Int, column: Int)]) {
        let cells = rows.map { row in
            row.map { symbol -> GridCell? in
                switch symbol {
                case "X": GridCell(symbol: "X", color: .red, isEnabled: false, disabledReason: "Taken.")
                case "O": GridCell(symbol: "O", color: .blue, isEnabled: false, disabledReason: "Taken.")
                default: nil
                }
            }
        }
        board = Grid(id: "board", rows: 3, columns: 3, cells: cells, highlighted: Set(highlighting.map { GridPosition(row: $0.row, column: $0.column) }))
    }

    override var screen: Screen {
        Screen(title: "TicTacToe", elements: [
            .label(Label("Alice (X)", color: .red)),
            .label(Label("Bob (O)", color: .blue)),
            .grid(board),
            .label(Label("Game over", role: .caption)),
        ])
    }

    func announce(_ title: String) {
        let alert = AlertController(title: title)
        alert.addAction(AlertAction(title: "Close Game") {})
        present(alert)
    }
}
