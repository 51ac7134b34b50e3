import Foundation
import ScreenKit
import Testing
@testable import WebFrontEnd
import WebTesting

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

/// The next message `connection` is sent, once it is; `nil` if it is finished first.
func nextMessage(on connection: SessionConnection) async -> ServerMessage? {
    for await item in connection.outgoing {
        if case let .message(message) = item {
            return message
        }
    }
    return nil
}

/// The symbols on `board`, row by row, such as `["O", "X"]` for O top left and X in the centre.
func marks(on board: Grid?) -> [String] {
    guard let board else {
        return []
    }
    return (0..<board.rows).flatMap { row in
        (0..<board.columns).compactMap { column in board.cell(at: GridPosition(row: row, column: column))?.symbol }
    }
}

extension WebSession {

    /// Sends `message` as the page on `connection` does, through the session's public entry,
    /// ``WebSession/receive(_:from:at:)``: admitted, acted on, and what it changed stored before
    /// this returns. A message the session does not admit is an issue of the test.
    func send(_ message: ClientMessage, from connection: SessionConnection, at now: ContinuousClock.Instant,
              sourceLocation: SourceLocation = #_sourceLocation) async {
        let admission = await receive(.success(message), from: connection, at: now)
        #expect(admission == .admitted, "\(message)", sourceLocation: sourceLocation)
    }

    /// Performs each of `actions` as the page on `connection` does (see
    /// ``send(_:from:at:sourceLocation:)``).
    func play(_ actions: [UserAction], from connection: SessionConnection, at now: ContinuousClock.Instant,
              sourceLocation: SourceLocation = #_sourceLocation) async {
        for action in actions {
            await send(.action(action), from: connection, at: now, sourceLocation: sourceLocation)
        }
    }
}

extension WrittenTrace {

    /// The trace's text, read back from its message as a page reads it.
    var text: String {
        get throws {
            let message = try JSONDecoder().decode(ReceivedMessage.self, from: Data(ServerMessage.trace(self).json.utf8))
            return try #require(message.trace)
        }
    }
}
