import RIBs
import Testing
@testable import TicTacToe

@MainActor
struct LoggedOutInteractorTests {

    /// What a player typed and the name the game should use; `nil` for the default name.
    struct NameCase: Sendable, CustomTestStringConvertible {
        let typed: String?
        let expected: String?

        var testDescription: String {
            "\(typed.map { String(reflecting: $0) } ?? "nil") -> \(expected.map { String(reflecting: $0) } ?? "default")"
        }
    }

    nonisolated static let nameCases: [NameCase] = [
        // Nothing worth showing: the default.
        NameCase(typed: nil, expected: nil),
        NameCase(typed: "", expected: nil),
        NameCase(typed: "   ", expected: nil),
        NameCase(typed: " \t\n ", expected: nil),
        NameCase(typed: "\u{7}\u{0}", expected: nil),
        NameCase(typed: "\u{1B}[31m\u{1B}[0m", expected: nil),
        NameCase(typed: " \u{1B}[1m  \u{1B}[0m ", expected: nil),
        // Trimmed, inner spaces kept.
        NameCase(typed: "  Alice  ", expected: "Alice"),
        NameCase(typed: "Mary Ann", expected: "Mary Ann"),
        // Escape sequences and control characters removed.
        NameCase(typed: "\u{1B}[31mAlice\u{1B}[0m", expected: "Alice"),
        NameCase(typed: "Bo\u{7}b", expected: "Bob"),
        NameCase(typed: "\u{1B}]0;title\u{7}Carol", expected: "Carol"),
        NameCase(typed: "\u{1B}7Dave\u{1B}8", expected: "Dave"),
        NameCase(typed: "\u{202E}evE", expected: "evE"),
        NameCase(typed: "Fr\u{0}ed\r\n", expected: "Fred"),
        // Zero-width joiners go, since terminals disagree on what they join (tmux draws what
        // follows one in the previous cell); the emoji they joined stay. Non-joiners stay.
        NameCase(typed: "\u{1F469}\u{200D}\u{1F4BB} Ada", expected: "\u{1F469}\u{1F4BB} Ada"),
        NameCase(typed: "\u{645}\u{6CC}\u{200C}\u{62E}\u{648}\u{627}\u{647}\u{645}", expected: "\u{645}\u{6CC}\u{200C}\u{62E}\u{648}\u{627}\u{647}\u{645}"),
        // Cut to 20 characters, counted as a reader counts them.
        NameCase(typed: "ABCDEFGHIJKLMNOPQRSTUVWXY", expected: "ABCDEFGHIJKLMNOPQRST"),
        NameCase(typed: "    ABCDEFGHIJKLMNOPQRSTUV", expected: "ABCDEFGHIJKLMNOPQRST"),
        NameCase(typed: "Alice" + String(repeating: " ", count: 15) + "Smith", expected: "Alice"),
        NameCase(typed: String(repeating: "a", count: 19) + "e\u{301}", expected: String(repeating: "a", count: 19) + "e\u{301}"),
        // Cut after cleaning, so escape bytes cost no letters.
        NameCase(typed: "\u{1B}[31m\u{1B}[1mAliceAliceAliceXYZW", expected: "AliceAliceAliceXYZW"),
        // Cut by columns: ten ideographs fill the twenty columns of a name.
        NameCase(typed: String(repeating: "\u{9F8D}", count: 20), expected: String(repeating: "\u{9F8D}", count: 10)),
    ]

    private let presenter = LoggedOutPresentableMock()
    private let listener = LoggedOutListenerMock()
    private let interactor: LoggedOutInteractor

    init() {
        interactor = LoggedOutInteractor(presenter: presenter)
        interactor.listener = listener
        interactor.activate()
    }

    @Test func listensToItsPresenter() {
        #expect(presenter.listener === interactor)
    }

    @Test(arguments: nameCases)
    func loginReportsTheNamesToShow(nameCase: NameCase) {
        var logins: [[String]] = []
        listener.didLoginHandler = { logins.append([$0, $1]) }

        interactor.login(withPlayer1Name: nameCase.typed, player2Name: nameCase.typed)

        #expect(listener.didLoginCallCount == 1)
        #expect(logins == [[nameCase.expected ?? "Player 1", nameCase.expected ?? "Player 2"]])
    }

    @Test func eachNameGetsItsOwnDefault() {
        var logins: [[String]] = []
        listener.didLoginHandler = { logins.append([$0, $1]) }

        interactor.login(withPlayer1Name: "Alice", player2Name: " ")
        interactor.login(withPlayer1Name: nil, player2Name: "Bob")

        #expect(logins == [["Alice", "Player 2"], ["Player 1", "Bob"]])
    }
}
