import ScreenKit
@testable import WebFrontEnd

/// Every message `connection` was sent, once it has been finished or closed.
func sentMessages(on connection: SessionConnection) async -> [ServerMessage] {
    var messages: [ServerMessage] = []
    for await item in connection.outgoing {
        if case let .message(message) = item {
            messages.append(message)
        }
    }
    return messages
}

/// The marks on `board`, row by row, such as `["O", "X"]` for O top left and X in the centre.
func marks(on board: Board?) -> [String] {
    guard let board else {
        return []
    }
    return (0..<3).flatMap { row in (0..<3).compactMap { column in board.mark(atRow: row, column: column)?.symbol } }
}
