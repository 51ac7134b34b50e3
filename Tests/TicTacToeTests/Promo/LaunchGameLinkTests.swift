import Foundation
import Testing
@testable import TicTacToe

struct LaunchGameLinkTests {

    @Test(arguments: [
        "ribs-training://launchGame?gameId=ticTacToe",
        "RIBS-Training://LAUNCHGAME?gameId=TICTACTOE",
        "ribs-training://launchGame/?gameId=ticTacToe",
        "ribs-training://launchGame?from=mail&gameId=ticTacToe#top",
    ])
    func readsTheLinksOfTheTutorial(text: String) throws {
        let link = try LaunchGameLink(string: text)

        #expect(link.gameID == .ticTacToe)
        #expect(link.url.absoluteString == text)
    }

    @Test func theExampleIsALinkThatWorks() throws {
        #expect(LaunchGameLink.example == "ribs-training://launchGame?gameId=ticTacToe")
        #expect(try LaunchGameLink(string: LaunchGameLink.example).gameID == .ticTacToe)
    }

    @Test(arguments: [
        ("", DeepLinkError.notALink("")),
        ("launchGame?gameId=ticTacToe", .notALink("launchGame?gameId=ticTacToe")),
        ("ribs-training:launchGame?gameId=chess", .notALink("ribs-training:launchGame?gameId=chess")),
        ("ribs-training:launchGame?gameId=ticTacToe", .notALink("ribs-training:launchGame?gameId=ticTacT…")),
        ("ribs-training://?gameId=ticTacToe", .notALink("ribs-training://?gameId=ticTacToe")),
        ("https://example.com/launchGame?gameId=ticTacToe", .unsupportedScheme("https")),
        ("ribs-training://joinGame?gameId=ticTacToe", .unknownAction("joinGame")),
        ("ribs-training://launchGame/now?gameId=ticTacToe", .unknownAction("launchGame/now")),
        ("ribs-training://launchGame", .missingGameId),
        ("ribs-training://launchGame?gameId=", .missingGameId),
        ("ribs-training://launchGame?game=ticTacToe", .missingGameId),
        ("ribs-training://launchGame?gameId=ticTacToe&gameId=chess", .severalGameIds),
        ("ribs-training://launchGame?gameId=chess", .unknownGame("chess")),
        ("ribs-training://launchGame?gameId=tic%20tac%20toe", .unknownGame("tic tac toe")),
    ])
    func refusesWhatIsNotALinkToAGame(text: String, error: DeepLinkError) {
        #expect(throws: error) {
            try LaunchGameLink(string: text)
        }
    }

    /// Quoted without what cannot be shown, these would read as links that work.
    @Test(arguments: [
        "ribs-training://launchGame?gameId=ticTacToe\u{200B}",
        "ribs-training://launchGame?gameId=ticTacToe%E2%80%8B",
        "ribs-training://launchGame?gameId=ticTacToe%00",
        "ribs-training://launchGame?gameId=ticTac%1B%5B31mToe",
        "ribs-training://launchGame?gameId=%E2%80%AEticTacToe%0A",
        "\u{200B}ribs-training://launchGame?gameId=ticTacToe",
        "ribs-training://launch%07Game?gameId=ticTacToe",
        "ribs-training://launchGame%1B%5B2J?gameId=ticTacToe",
        "ribs-training://launchGame?gameId=ticTacToe\n",
        "ribs-\u{1B}[2Jtraining://launchGame?gameId=ticTacToe",
        "ribs-training://launchGame/%00?gameId=ticTacToe",
        "ribs-training://launchGame/%E2%80%8B?gameId=ticTacToe",
        "ribs-training://launchGame%00/?gameId=ticTacToe",
        "ribs-training://%E2%80%8BlaunchGame/?gameId=ticTacToe",
        "ribs-training://launchGame?gameId%00=ticTacToe",
        "ribs-training://launchGame?%E2%80%8BgameId=ticTacToe",
        "ribs-training://launchGame?gameId%1B%5B31m=ticTacToe",
        "ribs-training://launchGame?from=mail&game%0AId=ticTacToe",
    ])
    func aLinkThatWouldWorkButForHiddenCharactersIsToldSo(text: String) {
        #expect(throws: DeepLinkError.hiddenCharacters) {
            try LaunchGameLink(string: text)
        }
    }

    @Test func eachRefusalSaysWhatIsWrongAndWhatWouldWork() {
        #expect(DeepLinkError.notALink("hello").description
            == "'hello' is not a link; links look like ribs-training://launchGame?gameId=ticTacToe")
        #expect(DeepLinkError.unsupportedScheme("https").description
            == "This game opens ribs-training:// links, not https:// ones; try ribs-training://launchGame?gameId=ticTacToe")
        #expect(DeepLinkError.unknownAction("joinGame").description
            == "The game cannot do 'joinGame'; it knows ribs-training://launchGame?gameId=ticTacToe")
        #expect(DeepLinkError.missingGameId.description == "The link names no game; add ?gameId=ticTacToe")
        #expect(DeepLinkError.severalGameIds.description == "The link names more than one game; keep one gameId")
        #expect(DeepLinkError.unknownGame("chess").description == "There is no game 'chess'; the games are: ticTacToe")
        #expect(DeepLinkError.hiddenCharacters.description
            == "The link holds characters that cannot be shown (a zero-width space, a control character); type it again: ribs-training://launchGame?gameId=ticTacToe")
    }

    @Test func aRefusalQuotesTheLinkWithoutEscapeSequencesOrControlCharacters() {
        // %1B is ESC: decoded, the game id would move the cursor and turn the text red.
        #expect(throws: DeepLinkError.unknownGame("chess")) {
            try LaunchGameLink(string: "ribs-training://launchGame?gameId=%1B%5B2J%1B%5B31mch%07ess%0A")
        }
        #expect(throws: DeepLinkError.notALink(" is red")) {
            try LaunchGameLink(string: "\u{1B}]0;title\u{07}\u{1B}[31m is red")
        }
    }

    @Test func aRefusalQuotesAtMostFortyColumnsOfAHugeLink() throws {
        let gameId = String(repeating: "ab", count: 100_000)

        let error = try #require(throws: DeepLinkError.self) {
            try LaunchGameLink(string: "ribs-training://launchGame?gameId=\(gameId)")
        }

        #expect(error == .unknownGame(String(repeating: "ab", count: 19) + "a…"))
        #expect(error.description.count < 100)
    }

    @Test func anExcerptShowsItWasCutEvenWhenEscapeSequencesTookItsPlace() throws {
        // 1,200 characters once decoded: more than an excerpt reads.
        let escapes = String(repeating: "%1B%5B2J", count: 300)

        let error = try #require(throws: DeepLinkError.self) {
            try LaunchGameLink(string: "ribs-training://launchGame?gameId=chess" + escapes + "mate")
        }

        #expect(error == .unknownGame("chess…"))
        #expect(DeepLinkError.excerpt(of: "chess" + String(repeating: "\u{1B}[2J", count: 200) + "mate") == "chessmate")
    }

    @Test func anExcerptOfExactlyFortyColumnsIsWhole() {
        let forty = String(repeating: "a", count: 40)

        #expect(DeepLinkError.excerpt(of: forty) == forty)
        #expect(DeepLinkError.excerpt(of: forty + "b") == String(repeating: "a", count: 39) + "…")
    }

    @Test func wideCharactersAreCutWhole() throws {
        let error = try #require(throws: DeepLinkError.self) {
            try LaunchGameLink(string: "ribs-training://launchGame?gameId=" + String(repeating: "井", count: 30))
        }

        #expect(error == .unknownGame(String(repeating: "井", count: 19) + "…"))
    }
}
