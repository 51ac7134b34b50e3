import Foundation
import ScreenKit
import Testing
@testable import WebFrontEnd

/// The JSON text of the server's messages, byte for byte as `Web/PROTOCOL.md` shows it: keys
/// sorted, optional fields left out when absent, strings escaped as `JSONEncoder` escapes them.
struct ServerMessageJSONTests {

    @Test func theLoginScreen() {
        let screen = Screen(title: "TicTacToe", elements: [
            .label(Label("Who is playing?", role: .heading)),
            .textField(TextField(id: "player1Name", placeholder: "Player 1 name", text: "Alice", maxWidth: 20)),
            .button(Button(id: "login", title: "Login")),
        ])
        #expect(ServerMessage.screen(WindowContent(screen: screen)).json == #"""
            {"content":{"screen":{"background":"plain","elements":[{"color":"standard","role":"heading","text":"Who is playing?","type":"label"},{"id":"player1Name","maxWidth":20,"placeholder":"Player 1 name","text":"Alice","type":"textField"},{"enabled":true,"id":"login","role":"standard","title":"Login","type":"button"}],"title":"TicTacToe"}},"type":"screen","v":2}
            """#)
    }

    @Test func aScreenUnderAnAlert() {
        let screen = Screen(title: "Notes", background: .yellow, elements: [
            .label(Label("Saved", role: .caption, color: .red)),
        ])
        #expect(ServerMessage.screen(WindowContent(screen: screen, alert: Alert(title: "Saved!", message: "3 notes", actionTitles: ["OK", "Later"]))).json == #"""
            {"content":{"alert":{"actions":["OK","Later"],"message":"3 notes","title":"Saved!"},"screen":{"background":"yellow","elements":[{"color":"red","role":"caption","text":"Saved","type":"label"}],"title":"Notes"}},"type":"screen","v":2}
            """#)
        #expect(ServerMessage.screen(WindowContent(screen: Screen(title: ""), alert: Alert(title: "Draw", actionTitles: []))).json == #"""
            {"content":{"alert":{"actions":[],"title":"Draw"},"screen":{"background":"plain","elements":[],"title":""}},"type":"screen","v":2}
            """#)
    }

    /// Every element kind with all its state: roles, enabled and why not, checked, selected
    /// (left out when it names no option), cells (as many as the grid's size) and the
    /// highlighted ones (those on the grid).
    @Test func everyElementKindWithItsState() {
        let screen = Screen(title: "All", elements: [
            .button(Button(id: "clear", title: "Clear", role: .destructive, isEnabled: false, disabledReason: "Nothing to clear.")),
            .list(List(id: "books", rows: [
                ListRow(id: "b1", title: "Dune", detail: "Herbert", isChecked: false,
                        actions: [RowAction(id: "lend", title: "Lend", isEnabled: false, disabledReason: "Lent already."),
                                  RowAction(id: "remove", title: "Remove", role: .destructive)]),
                ListRow(id: "b2", title: "Emma"),
            ], emptyText: "No books yet")),
            .toggle(Toggle(id: "hideRead", title: "Hide read books", isOn: true)),
            .choice(Choice(id: "sort", title: "Sort by", options: ["Title", "Author"], selected: 1, isEnabled: false, disabledReason: "Busy.")),
            .choice(Choice(id: "none", title: "Pick", options: ["A"], selected: nil)),
            .choice(Choice(id: "off", title: "Pick", options: ["A"], selected: 1)),
            .grid(Grid(id: "board", rows: 2, columns: 3,
                       cells: [[GridCell(symbol: "X", color: .green, isEnabled: false, disabledReason: "Taken."), nil]],
                       highlighted: [GridPosition(row: 1, column: 2), GridPosition(row: 0, column: 0), GridPosition(row: 9, column: 9)],
                       title: "Board")),
            .progress(ProgressBar(id: "upload", title: "Uploading", fraction: 0.25)),
            .progress(ProgressBar(id: "over", title: "Over", fraction: 7)),
        ])
        #expect(ServerMessage.screen(WindowContent(screen: screen)).json == #"""
            {"content":{"screen":{"background":"plain","elements":[\#
            {"disabledReason":"Nothing to clear.","enabled":false,"id":"clear","role":"destructive","title":"Clear","type":"button"},\#
            {"emptyText":"No books yet","id":"books","rows":[\#
            {"actions":[{"disabledReason":"Lent already.","enabled":false,"id":"lend","role":"standard","title":"Lend"},\#
            {"enabled":true,"id":"remove","role":"destructive","title":"Remove"}],"checked":false,"detail":"Herbert","id":"b1","title":"Dune"},\#
            {"actions":[],"id":"b2","title":"Emma"}],"type":"list"},\#
            {"enabled":true,"id":"hideRead","on":true,"title":"Hide read books","type":"toggle"},\#
            {"disabledReason":"Busy.","enabled":false,"id":"sort","options":["Title","Author"],"selected":1,"title":"Sort by","type":"choice"},\#
            {"enabled":true,"id":"none","options":["A"],"title":"Pick","type":"choice"},\#
            {"enabled":true,"id":"off","options":["A"],"title":"Pick","type":"choice"},\#
            {"cells":[[{"color":"green","disabledReason":"Taken.","enabled":false,"symbol":"X"},null,null],[null,null,null]],\#
            "columns":3,"enabled":true,"highlighted":[{"column":0,"row":0},{"column":2,"row":1}],"id":"board","rows":2,"title":"Board","type":"grid"},\#
            {"fraction":0.25,"id":"upload","percent":25,"title":"Uploading","type":"progress"},\#
            {"fraction":1.0,"id":"over","percent":100,"title":"Over","type":"progress"}\#
            ],"title":"All"}},"type":"screen","v":2}
            """#)
    }

    @Test func theOtherMessages() {
        #expect(ServerMessage.welcome(session: "00ff", resumed: true, idleTimeoutSeconds: 1800).json
            == #"{"idleTimeoutSeconds":1800,"input":0,"maxMessageBytes":4096,"resumed":true,"session":"00ff","type":"welcome","v":2}"#)
        #expect(ServerMessage.linkOpened.json == #"{"type":"linkOpened","v":2}"#)
        #expect(ServerMessage.error(.unknownAction("jump")).json == #"{"code":"unknownAction","message":"Unknown action \"jump\".","type":"error","v":2}"#)
        #expect(ServerMessage.sessionLimitReached(limit: 1).json
            == #"{"limit":1,"message":"The server is full: it serves at most 1 session at once. Try again in a few minutes.","type":"sessionLimitReached","v":2}"#)
        #expect(ServerMessage.sessionExpired.json
            == #"{"message":"This session ended after a long time without use. Reload to start a new one.","type":"sessionExpired","v":2}"#)
        #expect(ServerMessage.shuttingDown(sessionsAreStored: false).json == #"{"message":"The server is shutting down.","type":"shuttingDown","v":2}"#)
        #expect(ServerMessage.shuttingDown(sessionsAreStored: true).json
                == #"{"message":"The server is restarting; your session is saved.","reconnect":true,"type":"shuttingDown","v":2}"#)
        #expect(ServerMessage.openedElsewhere.json == #"{"message":"This session is now open in another tab or window.","type":"openedElsewhere","v":2}"#)
        #expect(ServerMessage.tooManyNewSessions.json == #"{"message":"Too many new sessions from your address. Try again in a minute.","type":"tooManyNewSessions","v":2}"#)
    }

    /// Every ASCII character, and some beyond, in a player's name as `JSONEncoder` writes it.
    @Test func stringsAreEscapedAsJSONEncoderEscapesThem() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let texts = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
            + ["é", "日本", "😀", "\u{2028}\u{2029}", "\u{FEFF}", "a/b\\c\"d", "\r\n", ""]
        for text in texts {
            let label = ScreenElement.label(Label(text))
            let json = ServerMessage.screen(WindowContent(screen: Screen(title: "", elements: [label]))).json
            let encoded = String(decoding: try encoder.encode([text]), as: UTF8.self).dropFirst().dropLast()
            #expect(json.contains(#""text":\#(encoded),"type":"label""#), "\(text.unicodeScalars.map(\.value))")
        }
    }
}
