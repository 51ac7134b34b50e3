import RIBs

/// The score the sample RIBs show, as in the tutorial's `Score`.
struct BenchmarkScore: Equatable {
    let player1Score: Int
    let player2Score: Int
    let drawCount: Int

    static let zero = BenchmarkScore(player1Score: 0, player2Score: 0, drawCount: 0)
}

/// The score over time, read-only, as the tutorial's `ScoreStream`.
@MainActor
protocol BenchmarkScoreStream: AnyObject {
    /// The current score first, then every change.
    var score: AnyPublisher<BenchmarkScore, Never> { get }
}

/// The score over time, built on a `CurrentValueSubject` as the app's `ScoreStreamImpl` is.
final class BenchmarkScoreStreamImpl: BenchmarkScoreStream {

    var score: AnyPublisher<BenchmarkScore, Never> {
        subject.removeDuplicates().eraseToAnyPublisher()
    }

    /// Counts one more win for player 1: one update, delivered to every subscriber.
    func countWinOfPlayer1() {
        let current = subject.value
        subject.send(BenchmarkScore(player1Score: current.player1Score + 1,
                                    player2Score: current.player2Score,
                                    drawCount: current.drawCount))
    }

    // MARK: - Private

    private let subject = CurrentValueSubject<BenchmarkScore, Never>(.zero)
}
