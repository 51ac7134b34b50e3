/// The messages a load session sends, in order: the login once, then whole games. Shared by
/// the load tool, which sends them over WebSockets, and WebMeasure, which plays them in
/// process.
public enum PlayerScript {

    /// Logs both players in.
    public static let login = [
        #"{"v":1,"type":"editText","field":"player1Name","text":"Alice"}"#,
        #"{"v":1,"type":"editText","field":"player2Name","text":"Bob"}"#,
        #"{"v":1,"type":"tapButton","id":"login"}"#,
    ]

    /// One game that player 1 wins along the top row, then the result closed.
    public static let game: [(message: String, isMove: Bool)] = [
        (#"{"v":1,"type":"tapButton","id":"startGame"}"#, false),
    ] + [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)].map { cell in
        (#"{"v":1,"type":"tapGridCell","grid":"board","row":\#(cell.0),"column":\#(cell.1)}"#, true)
    } + [
        (#"{"v":1,"type":"chooseAlertAction","index":0}"#, false),
    ]
}
