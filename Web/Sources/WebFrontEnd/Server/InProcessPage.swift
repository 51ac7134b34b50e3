/// A page played from inside the process: each message takes the way a WebSocket's takes once
/// its frames are read (parsed, acted on by its session, the saves it caused stored, the
/// answers written as JSON), with no socket. WebMeasure counts the server's own work with it.
package final class InProcessPage: Sendable {

    /// Connects a new page to a new session of `registry`.
    ///
    /// - Returns: The page, with the welcome and the first screen sent to it; `nil` if the
    ///   registry has no room for another session.
    @MainActor
    package static func open(on registry: SessionRegistry) async -> InProcessPage? {
        let connection = SessionConnection()
        guard let session = await registry.connect(resuming: nil, connection: connection) else {
            return nil
        }
        return InProcessPage(registry: registry, session: session, connection: connection)
    }

    /// Sends `text` as the page's next message, and returns once the session acted on it and
    /// stored what it changed.
    ///
    /// - Returns: Whether the session took the message.
    package func send(_ text: String) async -> Bool {
        await session.receive(ClientMessage.parse(text), from: connection, at: registry.now()) == .admitted
    }

    /// Disconnects the page once everything sent to it is written.
    ///
    /// - Returns: How many bytes of JSON the page was sent.
    @MainActor
    package func close() async -> Int {
        registry.disconnect(connection, from: session)
        connection.finish()
        return await writer.value
    }

    // MARK: - Private

    private let registry: SessionRegistry
    private let session: WebSession
    private let connection: SessionConnection
    /// Writes what the session sends to the page as JSON, as a connection's writer task does,
    /// and counts its bytes.
    private let writer: Task<Int, Never>

    @MainActor
    private init(registry: SessionRegistry, session: WebSession, connection: SessionConnection) {
        self.registry = registry
        self.session = session
        self.connection = connection
        writer = Task {
            var bytes = 0
            for await case let .message(message) in connection.outgoing {
                bytes += message.json.utf8.count
            }
            return bytes
        }
    }
}
