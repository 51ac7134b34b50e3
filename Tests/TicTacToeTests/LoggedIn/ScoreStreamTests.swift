import Foundation
import RIBs
import Testing
@testable import TicTacToe

@MainActor
struct ScoreStreamTests {

    private let stream = ScoreStreamImpl()

    @Test func startsAtZero() {
        #expect(scores(of: stream) == [.zero])
    }

    @Test func countsWinsAndDraws() {
        var received: [Score] = []
        let subscription = stream.score.sink { received.append($0) }

        stream.updateScore(withWinner: .player1)
        stream.updateScore(withWinner: .player2)
        stream.updateScore(withWinner: .player1)
        stream.updateScore(withWinner: nil)

        #expect(received == [
            .zero,
            Score(player1Score: 1, player2Score: 0, drawCount: 0),
            Score(player1Score: 1, player2Score: 1, drawCount: 0),
            Score(player1Score: 2, player2Score: 1, drawCount: 0),
            Score(player1Score: 2, player2Score: 1, drawCount: 1),
        ])
        subscription.cancel()
    }

    @Test func aNewSubscriberGetsTheCurrentScore() {
        stream.updateScore(withWinner: .player2)
        stream.updateScore(withWinner: nil)

        #expect(scores(of: stream) == [Score(player1Score: 0, player2Score: 1, drawCount: 1)])
    }

    @Test func aCountAtItsMaximumStaysThereSoThatItIsReadBack() throws {
        stream.restore(Score(player1Score: Score.maxCount, player2Score: Score.maxCount, drawCount: Score.maxCount))

        stream.updateScore(withWinner: .player1)
        stream.updateScore(withWinner: .player2)
        stream.updateScore(withWinner: nil)

        let atTheMaximum = Score(player1Score: Score.maxCount, player2Score: Score.maxCount, drawCount: Score.maxCount)
        #expect(stream.currentScore == atTheMaximum)
        #expect(try JSONDecoder().decode(Score.self, from: JSONEncoder().encode(stream.currentScore)) == atTheMaximum)
    }

    @Test func aScoreHoldsOnlyCountsItReadsBack() throws {
        let score = Score(player1Score: Score.maxCount + 1, player2Score: -1, drawCount: Int.max)

        #expect(score == Score(player1Score: Score.maxCount, player2Score: 0, drawCount: Score.maxCount))
        #expect(try JSONDecoder().decode(Score.self, from: JSONEncoder().encode(score)) == score)
    }

    @Test func aSavedCountOutOfRangeIsRefusedAndNamed() throws {
        let saved = Data(#"{"player1Score":0,"player2Score":1000000001,"drawCount":0}"#.utf8)

        #expect {
            try JSONDecoder().decode(Score.self, from: saved)
        } throws: { error in
            guard case let .dataCorrupted(context) = error as? DecodingError else {
                return false
            }
            return context.codingPath.map(\.stringValue) == ["player2Score"]
                && context.debugDescription == "1000000001 is not a count from 0 to 1000000000"
        }
    }

    // MARK: - Private

    /// What `stream` emits at once to a new subscriber.
    private func scores(of stream: ScoreStream) -> [Score] {
        var received: [Score] = []
        stream.score.sink { received.append($0) }.cancel()
        return received
    }
}
