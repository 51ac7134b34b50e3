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

    // MARK: - Private

    /// What `stream` emits at once to a new subscriber.
    private func scores(of stream: ScoreStream) -> [Score] {
        var received: [Score] = []
        stream.score.sink { received.append($0) }.cancel()
        return received
    }
}
