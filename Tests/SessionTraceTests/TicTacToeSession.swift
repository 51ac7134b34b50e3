import Foundation
import RIBs
import RIBsInspector
import ScreenKit
import SessionTrace
import TicTacToe

/// TicTacToe played through a window while a recorder writes its trace, as `tictactoe
/// --record` does.
@MainActor
final class RecordedTicTacToe {

    let window = Window()

    init() throws {
        let sink = TraceLines(writer: try TraceWriter(header: TraceHeader(app: "TicTacToe")))
        self.sink = sink
        app = TicTacToeApp.descriptor.build()
        inspector = RIBInspector(following: app.launchRouter)
        recorder = TraceRecorder(window: window, inspector: inspector) { sink.append($0) }
        app.launch(in: window)
        recorder.recordLaunch()
    }

    /// The trace's lines so far.
    var lines: [String] {
        sink.lines
    }

    /// The trace so far, as a file holds it.
    var text: String {
        lines.joined(separator: "\n") + "\n"
    }

    func perform(_ actions: [UserAction]) throws {
        for action in actions {
            try window.perform(action)
        }
    }

    func open(_ link: String) throws {
        try recorder.recordLink(link) {
            try app.open(link, in: window)
        }
    }

    /// A new TicTacToe tree to replay a trace through.
    static func replayApp() -> AppTree {
        TicTacToeApp.descriptor.build()
    }

    private let sink: TraceLines
    private let app: AppTree
    private let inspector: RIBInspector
    private let recorder: TraceRecorder
}

/// A trace's lines as a writer makes them.
@MainActor
final class TraceLines {

    private(set) var lines: [String]
    private var writer: TraceWriter

    init(writer: TraceWriter) {
        self.writer = writer
        lines = [writer.headerLine]
    }

    func append(_ entry: TraceEntry) {
        // Entries are encodable by construction; a failure shows in the test reading the lines.
        lines.append((try? writer.line(for: entry)) ?? "unencodable")
    }
}

/// A login, a game won by player 1 in the top row, and the result closed.
let aWholeGame: [UserAction] = [
    .editText(field: "player1Name", text: "Ann"), .editText(field: "player2Name", text: "Bob"), .tapButton(id: "login"),
    .tapButton(id: "startGame"),
    .tapGridCell(grid: "board", at: GridPosition(row: 0, column: 0)), .tapGridCell(grid: "board", at: GridPosition(row: 1, column: 0)), .tapGridCell(grid: "board", at: GridPosition(row: 0, column: 1)), .tapGridCell(grid: "board", at: GridPosition(row: 1, column: 1)),
    .tapGridCell(grid: "board", at: GridPosition(row: 0, column: 2)),
    .chooseAlertAction(index: 0),
]
