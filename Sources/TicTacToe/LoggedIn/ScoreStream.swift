import RIBs

/// The score of a logged-in session.
struct Score: Equatable, Codable, Sendable {
    let player1Score: Int
    let player2Score: Int
    let drawCount: Int

    static let zero = Score(player1Score: 0, player2Score: 0, drawCount: 0)

    /// The most a count may be when read back: far more games than anyone plays, and far
    /// enough below `Int.max` that counting on from it cannot overflow.
    static let maxCount = 1_000_000_000

    init(player1Score: Int, player2Score: Int, drawCount: Int) {
        self.player1Score = player1Score
        self.player2Score = player2Score
        self.drawCount = drawCount
    }

    /// Reads a saved score, refusing counts below zero or above ``maxCount``.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        player1Score = try container.decode(Int.self, forKey: .player1Score)
        player2Score = try container.decode(Int.self, forKey: .player2Score)
        drawCount = try container.decode(Int.self, forKey: .drawCount)
        guard [player1Score, player2Score, drawCount].allSatisfy({ (0...Self.maxCount).contains($0) }) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "a count below zero or above \(Self.maxCount)"))
        }
    }
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
    /// The score now.
    var currentScore: Score { get }

    /// Counts a game: a win for `winner`, or a draw when `winner` is `nil`.
    func updateScore(withWinner winner: PlayerType?)

    /// Sets the score an earlier run saved.
    func restore(_ score: Score)
}

/// The score of a session, kept in memory.
final class ScoreStreamImpl: MutableScoreStream {

    var score: AnyPublisher<Score, Never> {
        subject.removeDuplicates().eraseToAnyPublisher()
    }

    var currentScore: Score {
        subject.value
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

    func restore(_ score: Score) {
        subject.send(score)
    }

    // MARK: - Private

    private let subject = CurrentValueSubject<Score, Never>(.zero)
}
