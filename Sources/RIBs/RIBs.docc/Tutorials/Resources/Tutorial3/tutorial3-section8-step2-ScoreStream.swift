import RIBs

/// The score of a logged-in session: the games each player won, and the draws.
struct Score: Equatable {
    let player1Score: Int
    let player2Score: Int
    let drawCount: Int

    static let zero = Score(player1Score: 0, player2Score: 0, drawCount: 0)
}

/// The score over time, read-only: what OffGame displays.
@MainActor
protocol ScoreStream: AnyObject {
    /// The current score first, then every change.
    var score: AnyPublisher<Score, Never> { get }
}

/// The score over time, as LoggedIn updates it after each game.
@MainActor
protocol MutableScoreStream: ScoreStream {
    /// Counts a game: a win for `winner`, or a draw when `winner` is `nil`.
    func updateScore(withWinner winner: PlayerType?)
}

/// The score of a session, kept in memory.
final class ScoreStreamImpl: MutableScoreStream {

    var score: AnyPublisher<Score, Never> {
        subject.eraseToAnyPublisher()
    }

    func updateScore(withWinner winner: PlayerType?) {
        let current = subject.value
        let updated = switch winner {
        case .player1?:
            Score(player1Score: current.player1Score + 1, player2Score: current.player2Score, drawCount: current.drawCount)
        case .player2?:
            Score(player1Score: current.player1Score, player2Score: current.player2Score + 1, drawCount: current.drawCount)
        case nil:
            Score(player1Score: current.player1Score, player2Score: current.player2Score, drawCount: current.drawCount + 1)
        }
        subject.send(updated)
    }

    // MARK: - Private

    private let subject = CurrentValueSubject<Score, Never>(.zero)
}
