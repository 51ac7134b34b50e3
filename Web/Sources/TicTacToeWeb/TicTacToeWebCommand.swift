import CoreMetrics
import ScreenKit
import TicTacToe
import WebApp
import WebFrontEnd

/// `tictactoe-web`: the TicTacToe game of the RIBs tutorials, served to browsers by the web
/// server every app gets, with TicTacToe's own counter of moves.
@main
enum TicTacToeWebCommand {

    static func main() async {
        await WebAppCommand.main(running: TicTacToeApp.descriptor, with: additions)
    }

    /// What TicTacToe adds to the server: a word on its links, and its counter of moves.
    static let additions = WebAppAdditions(
        help: "TicTacToe is the game of the RIBs tutorials. A link starts the game as soon as the players have logged in."
    ) { factory in
        countingMoves(in: Counter(label: "tictactoe_moves_total", factory: factory))
    }

    /// Counts each cell played in `moves`: TicTacToe's own metric, beside the server's
    /// `ribs_web_…` ones.
    private static func countingMoves(in moves: Counter) -> ActionObserver {
        { action in
            if case .tapGridCell = action {
                moves.increment()
            }
        }
    }
}
