import RIBs
import Testing
@testable import TicTacToe

@MainActor
struct LoggedInComponentTests {

    private let component = LoggedInComponent(dependency: LoggedInDependencyMock(), player1Name: "Alice", player2Name: "Bob")

    @Test func sharesOneMutableScoreStream() {
        let first = component.mutableScoreStream
        let second = component.mutableScoreStream

        #expect(first === second)
        #expect(first is ScoreStreamImpl)
    }

    @Test func givesOffGameTheSameStreamReadOnly() {
        let offGameDependency: OffGameDependency = component

        #expect(offGameDependency.scoreStream === component.mutableScoreStream)
        #expect(offGameDependency.player1Name == "Alice")
        #expect(offGameDependency.player2Name == "Bob")
    }

    @Test func givesTicTacToeThePlayerNames() {
        let ticTacToeDependency: TicTacToeDependency = component

        #expect(ticTacToeDependency.player1Name == "Alice")
        #expect(ticTacToeDependency.player2Name == "Bob")
    }

    @Test func eachSessionHasItsOwnScore() {
        let nextSession = LoggedInComponent(dependency: LoggedInDependencyMock(), player1Name: "Carol", player2Name: "Dave")

        #expect(nextSession.mutableScoreStream !== component.mutableScoreStream)
    }
}
