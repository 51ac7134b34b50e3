/// The games a link can launch, named as links name them (`gameId=ticTacToe`).
enum GameID: String, CaseIterable, Sendable {
    case ticTacToe

    /// The game a link names, ignoring case: links are often typed by hand.
    ///
    /// - Parameter linkValue: The value of the link's `gameId`.
    init?(linkValue: String) {
        guard let gameID = GameID.allCases.first(where: { $0.rawValue.lowercased() == linkValue.lowercased() }) else {
            return nil
        }
        self = gameID
    }
}
