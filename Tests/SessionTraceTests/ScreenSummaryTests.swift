import ScreenKit
import SessionTrace
import Testing

/// What a trace keeps of a screen: the title, every text a reader sees in reading order, and
/// the alert's title apart.
struct ScreenSummaryTests {

    private let screen = Screen(title: "TicTacToe", elements: [
        .label(Label("Ann vs Bob", role: .heading)),
        .textField(TextField(id: "empty", placeholder: "Player 1 name")),
        .textField(TextField(id: "filled", placeholder: "Player 2 name", text: "Bob")),
        .grid(Grid(id: "board", rows: 3, columns: 3,
                   cells: [[GridCell(symbol: "X", color: .red), nil, nil],
                           [nil, GridCell(symbol: "O", color: .blue), nil],
                           [nil, nil, GridCell(symbol: "X", color: .red)]])),
        .button(Button(id: "start", title: "Start Game")),
    ])

    @Test func aScreenReadsTopToBottomWithFieldsShowingTheirTextOrPlaceholder() {
        let texts = ["Ann vs Bob", "Player 1 name", "Bob", "X", "O", "X", "Start Game"]

        #expect(screen.visibleTexts == ["TicTacToe"] + texts)
        #expect(screen.elements.flatMap(\.visibleTexts) == texts)
        #expect(ScreenSummary(WindowContent(screen: screen)) == ScreenSummary(title: "TicTacToe", texts: texts))
    }

    @Test func anAlertsMessageAndActionsFollowTheScreenAndItsTitleIsKeptApart() {
        let alert = Alert(title: "Ann won!", message: "Well played.", actionTitles: ["OK", "Again"])
        let content = WindowContent(screen: screen, alert: alert)

        let summary = ScreenSummary(content)

        #expect(summary.alert == "Ann won!")
        #expect(summary.texts.suffix(3) == ["Well played.", "OK", "Again"])
        #expect(content.visibleTexts.suffix(4) == ["Ann won!", "Well played.", "OK", "Again"])
        #expect(ScreenSummary(WindowContent(screen: screen, alert: Alert(title: "Draw", actionTitles: ["OK"]))).texts.last == "OK")
    }
}
