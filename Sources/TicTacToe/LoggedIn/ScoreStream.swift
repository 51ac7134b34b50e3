import RIBs

/// The score of a logged-in session.
struct Score: Equatable, Codable, Sendable {
    let player1Score: Int
    let player2Score: Int
    let drawCount: Int

    static let zero = Score(player1Score: 0, player2Score: 0, drawCount: 0)

    /// The most a count may be: far more games than anyone plays, and far enough below
    /// `Int.max` that counting on from it cannot overflow. A count stops there, so that every
    /// score the game saves is one it reads back.
    static let maxCount = 1_000_000_000

    /// The counts every score holds, saved or read back.
    static let countRange = 0...maxCount

    /// A score of these counts, each brought into ``countRange``: a count never goes past
    /// what the reader accepts.
    init(player1Score: Int, player2Score: Int, drawCount: Int) {
        self.player1Score = Self.bounded(player1Score)
        self.player2Score = Self.bounded(player2Score)
        self.drawCount = Self.bounded(drawCount)
    }

    /// The score with one more game counted: a win for `winner`, or a draw when `winner` is
    /// `nil`. A count at ``maxCount`` stays there (the initializer keeps it in range; a count
    /// in range plus one cannot overflow).
    func counting(winner: PlayerType?) -> Score {
        switch winner {
        case .player1?:
            Score(player1Score: player1Score + 1, player2Score: player2Score, drawCount: drawCount)
        case .player2?:
            Score(player1Score: player1Score, player2Score: player2Score + 1, drawCount: drawCount)
        case nil:
            Score(player1Score: player1Score, player2Score: player2Score, drawCount: drawCount + 1)
        }
    }

    /// Reads a saved score, refusing a count outside ``countRange`` (and naming it).
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        player1Score = try Self.count(forKey: .player1Score, in: container)
        player2Score = try Self.count(forKey: .player2Score, in: container)
        drawCount = try Self.count(forKey: .drawCount, in: container)
    }

    // MARK: - Private

    private enum CodingKeys: String, CodingKey {
        case player1Score
        case player2Score
        case drawCount
    }

    private static func count(forKey key: CodingKeys, in container: KeyedDecodingContainer<CodingKeys>) throws -> Int {
        let count = try container.decode(Int.self, forKey: key)
        guard countRange.contains(count) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: container,
                                                   debugDescription: "\(count) is not a count from 0 to \(maxCount)")
        }
        return count
    }

    private static func bounded(_ count: Int) -> Int {
        min(max(count, countRange.lowerBound), countRange.upperBound)
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

    /// Counts a game: a win for `winner`, or a draw when `winner` is `nil`; a count at
    /// ``Score/maxCount`` stays there.
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
        subject.send(subject.value.counting(winner: winner))
    }

    func restore(_ score: Score) {
        subject.send(score)
    }

    // MARK: - Private

    private let subject = CurrentValueSubject<Score, Never>(.zero)
}
