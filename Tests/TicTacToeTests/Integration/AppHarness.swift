import Foundation
import RIBs
import ScreenKit
import Testing
@testable import TicTacToe

/// The real app launched into a headless window, played through a ``HeadlessDriver``, with
/// ways to look at its RIB tree.
@MainActor
final class AppHarness {

    let window = Window()
    let driver: HeadlessDriver
    let app = TicTacToeApp.descriptor.build()

    /// The problems met restoring the saved game, if one was given.
    let restoreProblems: [SavedTreeError]

    init() {
        driver = HeadlessDriver(window: window)
        restoreProblems = app.launch(in: window)
    }

    /// Launches the app restoring `savedGame`, as a front-end does after a restart.
    init(restoring savedGame: Data) throws {
        driver = HeadlessDriver(window: window)
        restoreProblems = app.launch(in: window, restoring: try TicTacToeApp.descriptor.readSavedState(savedGame))
    }

    /// The root router.
    var launchRouter: LaunchRouting {
        app.launchRouter
    }

    /// The game as a front-end saves it now.
    func save() throws -> Data {
        try TicTacToeApp.descriptor.save(app)
    }

    // MARK: - What is shown

    /// The screen shown now, under the alert if there is one.
    var screen: Screen? {
        driver.content?.screen
    }

    /// The label showing exactly `text`, if the screen has one.
    func label(_ text: String) -> Label? {
        screen?.elements.lazy.compactMap { if case let .label(label) = $0, label.text == text { label } else { nil } }.first
    }

    /// The RIB tree as it is now.
    var tree: RouterTreeNode {
        launchRouter.treeSnapshot()
    }

    // MARK: - Playing

    /// Types the names and presses Login.
    func logIn(_ player1Name: String, _ player2Name: String) throws {
        try driver.type(player1Name, intoFieldWithPlaceholder: "Player 1 name")
        try driver.type(player2Name, intoFieldWithPlaceholder: "Player 2 name")
        try driver.tapButton(titled: "Login")
    }

    /// Taps `cells` in turn; the players alternate, player 1 first.
    func tap(_ cells: [BoardCell]) throws {
        for cell in cells {
            try driver.tapGridCell(row: cell.row, column: cell.column)
        }
    }

    /// Opens `link` as a front-end does: through the tree, in one batch of window updates.
    func open(_ link: String) throws {
        try app.open(link, in: window)
    }

    /// Starts a game, plays `moves`, and closes the announcement of the result.
    func playGame(_ moves: [BoardCell]) throws {
        try driver.tapButton(titled: "Start Game")
        try tap(moves)
        try driver.chooseAlertAction(titled: "Close Game")
    }

    // MARK: - The RIBs

    var loggedOut: LoggedOutRouter? {
        launchRouter.children.first as? LoggedOutRouter
    }

    var loggedIn: LoggedInRouter? {
        launchRouter.children.first as? LoggedInRouter
    }

    var offGame: OffGameRouter? {
        loggedIn?.children.first as? OffGameRouter
    }

    var ticTacToe: TicTacToeRouter? {
        loggedIn?.children.first as? TicTacToeRouter
    }

    /// The alert over the board, while one is shown.
    var alertController: AlertController? {
        ticTacToe?.viewControllable.screenViewController?.presentedViewController as? AlertController
    }
}

/// A cell of the board, as a player taps it.
struct BoardCell {
    let row: Int
    let column: Int

    init(_ row: Int, _ column: Int) {
        self.row = row
        self.column = column
    }
}

/// Weak references to the parts of one RIB, to check that they all go away once it is detached.
@MainActor
struct DetachedRIB {
    private(set) weak var router: AnyObject?
    private(set) weak var interactor: AnyObject?
    private(set) weak var viewController: AnyObject?

    init(_ router: ViewableRouting) {
        self.router = router
        interactor = router.interactable
        viewController = router.viewControllable
    }

    init(_ router: Routing) {
        self.router = router
        interactor = router.interactable
    }

    /// Whether router, interactor and view controller are all deallocated.
    var isDeallocated: Bool {
        router == nil && interactor == nil && viewController == nil
    }
}

extension RouterTreeNode {

    /// An active router named `name` with `children`: how the tree of a running app looks.
    static func active(_ name: String, _ children: RouterTreeNode...) -> RouterTreeNode {
        RouterTreeNode(name: name, isActive: true, children: children)
    }
}

extension Grid {

    /// TicTacToe's board drawn row by row: `X` for player 1, `O` for player 2, anything else
    /// empty; taken cells disabled with the game's reason, as the game draws them;
    /// `highlighting` gives the cells of a winning line.
    static func board(_ first: String, _ second: String, _ third: String, highlighting: [(row: Int, column: Int)] = []) -> Grid {
        Grid(id: "board", rows: 3, columns: 3, cells: [first, second, third].map { row in
            row.map { symbol -> GridCell? in
                switch symbol {
                case "X": GridCell(symbol: "X", color: .red, isEnabled: false, disabledReason: "That cell is taken; choose an empty one.")
                case "O": GridCell(symbol: "O", color: .blue, isEnabled: false, disabledReason: "That cell is taken; choose an empty one.")
                default: nil
                }
            }
        }, highlighted: Set(highlighting.map { GridPosition(row: $0.row, column: $0.column) }), title: "Board")
    }
}

extension Screen {

    /// TicTacToe's board, if the screen shows it.
    var board: Grid? {
        grid("board")
    }
}

/// A weak reference to check that an object went away.
@MainActor
struct WeakReference {
    private(set) weak var object: AnyObject?

    init(_ object: AnyObject?) {
        self.object = object
    }
}
