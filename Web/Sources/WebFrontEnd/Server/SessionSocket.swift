import HummingbirdWebSocket
import Logging

/// Runs one WebSocket connection: joins or resumes its session, hands the page's messages to
/// it, and writes the session's messages back, until either side closes.
struct SessionSocket: Sendable {

    /// The sessions the connection may join.
    let registry: SessionRegistry

    /// The messages per second a page may send on average.
    let messagesPerSecond: Int

    /// Serves the connection.
    ///
    /// - Parameters:
    ///   - token: The session token the page sent, if any.
    ///   - inbound: The page's messages.
    ///   - outbound: Where messages to the page go.
    ///   - logger: The request's logger.
    /// - Throws: What the WebSocket layer reports, such as a message over the size limit;
    ///   the layer closes the socket with the matching code.
    func serve(token: SessionToken?, inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter, logger: Logger) async throws {
        let connection = SessionConnection()
        guard let session = await registry.connect(resuming: token, connection: connection) else {
            await Self.write(connection.outgoing, to: outbound, logger: logger)
            return
        }
        let sessionLogger = session.logger
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                await Self.write(connection.outgoing, to: outbound, logger: sessionLogger)
            }
            defer {
                connection.finish()
            }
            do {
                try await read(inbound, into: session, replyingThrough: connection)
            } catch {
                await registry.disconnect(connection, from: session)
                throw error
            }
            await registry.disconnect(connection, from: session)
        }
    }

    // MARK: - Private

    private func read(_ inbound: WebSocketInboundStream, into session: WebSession, replyingThrough connection: SessionConnection) async throws {
        var rateLimiter = MessageRateLimiter(ratePerSecond: messagesPerSecond, now: registry.now())
        for try await message in inbound.messages(maxSize: MessageFormat.maxMessageSize) {
            guard rateLimiter.allowMessage(at: registry.now()) else {
                session.logger.notice("Page flooded the server with messages; connection closed")
                connection.close(after: .error(.tooManyMessages), code: .policyViolation)
                return
            }
            guard case let .text(text) = message else {
                connection.send(.error(.binaryNotAccepted))
                continue
            }
            switch ClientMessage.parse(text) {
            case let .success(clientMessage):
                await session.handle(clientMessage, now: registry.now())
            case let .failure(error):
                connection.send(.error(error))
            }
        }
    }

    private static func write(_ outgoing: AsyncStream<SessionConnection.Outgoing>, to outbound: WebSocketOutboundWriter, logger: Logger) async {
        do {
            for await item in outgoing {
                switch item {
                case let .message(message):
                    try await outbound.write(.text(message.json))
                case let .close(code, reason):
                    try await outbound.close(code == .normal ? .normalClosure : .policyViolation, reason: reason)
                    return
                }
            }
        } catch {
            logger.debug("Writing to the page failed", metadata: ["error": "\(error)"])
        }
    }
}
