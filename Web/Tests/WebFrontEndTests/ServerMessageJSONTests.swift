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
            {"content":{"screen":{"background":"plain","elements":[{"color":"standard","role":"heading","text":"Who is playing?","type":"label"},{"id":"player1Name","maxWidth":20,"placeholder":"Player 1 name","text":"Alice","type":"textField"},{"id":"login","title":"Login","type":"button"}],"title":"TicTacToe"}},"type":"screen","v":2}
            """#)
    }

    @Test func aWonBoardUnderTheResult() {
        let x = BoardMark(symbol: "X", color: .red)
        let o = BoardMark(symbol: "O", color: .blue)
        let board = Board(cells: [[x, x, x], [o, o, nil], [nil, nil, nil]],
                          highlightedCells: [BoardPosition(row: 0, column: 2), BoardPosition(row: 0, column: 0), BoardPosition(row: 0, column: 1)])
        let screen = Screen(title: "Game", background: .yellow, elements: [
            .label(Label("Alice won", role: .caption, color: .red)),
            .board(board),
        ])
        #expect(ServerMessage.screen(WindowContent(screen: screen, alert: Alert(title: "Alice won!", message: "Score 1:0", actionTitles: ["OK", "Later"]))).json == #"""
            {"content":{"alert":{"actions":["OK","Later"],"message":"Score 1:0","title":"Alice won!"},"screen":{"background":"yellow","elements":[{"color":"red","role":"caption","text":"Alice won","type":"label"},{"cells":[[{"color":"red","symbol":"X"},{"color":"red","symbol":"X"},{"color":"red","symbol":"X"}],[{"color":"blue","symbol":"O"},{"color":"blue","symbol":"O"},null],[null,null,null]],"highlightedCells":[{"column":0,"row":0},{"column":1,"row":0},{"column":2,"row":0}],"type":"board"}],"title":"Game"}},"type":"screen","v":2}
            """#)
        #expect(ServerMessage.screen(WindowContent(screen: Screen(title: ""), alert: Alert(title: "Draw", actionTitles: []))).json == #"""
            {"content":{"alert":{"actions":[],"title":"Draw"},"screen":{"background":"plain","elements":[],"title":""}},"type":"screen","v":2}
            """#)
    }

    @Test func theOtherMessages() {
        #expect(ServerMessage.welcome(session: "00ff", resumed: true, idleTimeoutSeconds: 1800).json
            == #"{"idleTimeoutSeconds":1800,"maxMessageBytes":4096,"resumed":true,"session":"00ff","type":"welcome","v":2}"#)
        #expect(ServerMessage.linkOpened.json == #"{"type":"linkOpened","v":2}"#)
        #expect(ServerMessage.error(.unknownAction("jump")).json == #"{"code":"unknownAction","message":"Unknown action \"jump\".","type":"error","v":2}"#)
        #expect(ServerMessage.sessionLimitReached(limit: 1).json
            == #"{"limit":1,"message":"The server is full: it plays at most 1 game at once. Try again in a few minutes.","type":"sessionLimitReached","v":2}"#)
        #expect(ServerMessage.sessionExpired.json
            == #"{"message":"This game ended after a long time without play. Reload to start a new one.","type":"sessionExpired","v":2}"#)
        #expect(ServerMessage.shuttingDown(gamesAreStored: false).json == #"{"message":"The server is shutting down.","type":"shuttingDown","v":2}"#)
        #expect(ServerMessage.shuttingDown(gamesAreStored: true).json
                == #"{"message":"The server is restarting; your game is saved.","reconnect":true,"type":"shuttingDown","v":2}"#)
        #expect(ServerMessage.openedElsewhere.json == #"{"message":"This game is now open in another tab or window.","type":"openedElsewhere","v":2}"#)
        #expect(ServerMessage.tooManyNewSessions.json == #"{"message":"Too many new games from your address. Try again in a minute.","type":"tooManyNewSessions","v":2}"#)
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
