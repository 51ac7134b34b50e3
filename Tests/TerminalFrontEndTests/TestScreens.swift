import ScreenKit
@testable import TerminalFrontEnd

/// A login form like the app's: two name fields and a button.
final class FormViewController: ViewController {

    var tappedButtons: [String] = []
    var maxWidth = 20

    override var screen: Screen {
        Screen(title: "TicTacToe", elements: [
            .label(Label("Who is playing?", role: .heading)),
            .textField(TextField(id: "player1", placeholder: "Player 1 name", text: text(inField: "player1"), maxWidth: maxWidth)),
            .textField(TextField(id: "player2", placeholder: "Player 2 name", text: text(inField: "player2"), maxWidth: maxWidth)),
            .button(Button(id: "login", title: "Login")),
        ])
    }

    override func buttonTapped(_ id: String) {
        tappedButtons.append(id)
    }
}

/// A start screen like the app's: yellow, names with scores in the players' colours, a button.
final class ScoreViewController: ViewController {

    let player1: String
    let player2: String
    var tappedButtons: [String] = []

    init(player1: String = "Alice", player2: String = "Bob") {
        self.player1 = player1
        self.player2 = player2
    }

    override var screen: Screen {
        Screen(title: "TicTacToe", background: .yellow, elements: [
            .label(Label("\(player1) (0)", role: .heading, color: .red)),
            .label(Label("vs", role: .caption)),
            .label(Label("\(player2) (0)", role: .heading, color: .blue)),
            .label(Label("Draws: 0")),
            .button(Button(id: "startGame", title: "Start Game")),
        ])
    }

    override func buttonTapped(_ id: String) {
        tappedButtons.append(id)
    }
}

/// A board on which taps place X and O in turn; `announce` shows a result alert.
final class BoardViewController: ViewController {

    var board = Grid(id: "board", rows: 3, columns: 3, cells: Array(repeating: Array(repeating: nil, count: 3), count: 3))
    var taps: [(row: Int, column: Int)] = []
    var closedAlerts: [String] = []
    private var nextIsX = true

    override var screen: Screen {
        Screen(title: "TicTacToe", elements: [
            .label(Label("Alice (X)", color: .red)),
            .label(Label("Bob (O)", color: .blue)),
            .grid(board),
        ], quitConfirmation: "Leave the board?")
    }

    override func gridCellTapped(_ id: String, at position: GridPosition) {
        let (row, column) = (position.row, position.column)
        taps.append((row, column))
        board.cells[row][column] = nextIsX ? GridCell(symbol: "X", color: .red, isEnabled: false, disabledReason: "Taken.") : GridCell(symbol: "O", color: .blue, isEnabled: false, disabledReason: "Taken.")
        nextIsX.toggle()
        setNeedsDisplay()
    }

    func announce(_ title: String, actions: [String] = ["Close Game"]) {
        let alert = AlertController(title: title)
        for action in actions {
            alert.addAction(AlertAction(title: action) { [weak self] in
                self?.closedAlerts.append(action)
            })
        }
        present(alert)
    }
}

/// A window showing `viewController`, drawn by a session on a terminal of `size`.
@MainActor
func makeSession(showing viewController: ViewController,
                 size: TerminalSize = TerminalSize(columns: 80, rows: 24)) -> (TerminalSession, Window) {
    let window = Window()
    let session = TerminalSession(window: window, size: size)
    window.rootViewController = viewController
    window.makeKeyAndVisible()
    return (session, window)
}

extension TerminalBuffer {

    /// Where `text` starts on screen (its first character's column), searching row by row.
    func position(of text: String) -> CellPosition? {
        positions(of: text).first
    }

    /// Every place `text` starts on screen, top to bottom and left to right; wide characters
    /// count once, as a reader sees them.
    func positions(of text: String) -> [CellPosition] {
        let wanted = Array(text)
        return (0..<size.rows).flatMap { row -> [CellPosition] in
            let characters = cells(ofRow: row).enumerated().compactMap { column, cell in
                cell.character.map { (column: column, character: $0) }
            }
            return characters.indices
                .filter { start in
                    start + wanted.count <= characters.count
                        && characters[start..<(start + wanted.count)].map(\.character) == wanted
                }
                .map { CellPosition(column: characters[$0].column, row: row) }
        }
    }

    /// The style of the cell where `text` starts.
    func style(of text: String) -> CellStyle? {
        position(of: text).flatMap { self[$0]?.style }
    }

    /// The whole frame's text, one row a line.
    var screenText: String {
        lines.joined(separator: "\n")
    }
}
