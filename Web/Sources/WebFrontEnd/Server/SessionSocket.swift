import HummingbirdWebSocket
import NIOWebSocket
import Logging
import Tracing

/// Runs one WebSocket connection: joins or resumes its session, hands the page's messages to
/// it, and writes the session's messages back, until either side closes.
struct SessionSocket: Sendable {

    /// The sessions the connection may join.
    let registry: SessionRegistry

    /// The server's node id, which its spans carry; `nil` if it was given none.
    let nodeID: String?

    /// The server's throttle of the lines a page can cause once per connection.
    let logThrottle: LogThrottle

    /// The most frames one message may come in: the page sends every message in one.
    static let maxFragmentsPerMessage = 16

    /// Serves the connection.
    ///
    /// Reading stops as soon as the server has closed the connection (the session expired or
    /// was opened elsewhere, the server is stopping): nothing the page sends after that is
    /// read, and the WebSocket layer waits only its close timeout for the page's answer.
    ///
    /// - Parameters:
    ///   - token: The session token the page sent, if any.
    ///   - address: The page's IP address, on which new sessions are rated; `nil` if unknown.
    ///   - sendsPatches: Whether the page applies `screenPatch` messages (``PageMessageWriter``).
    ///   - inbound: The page's frames.
    ///   - outbound: Where messages to the page go.
    ///   - traceContext: The upgrade request's trace context, under which the connection's
    ///     span starts (``WebTracing/connectionSpanName``).
    ///   - logger: The request's logger.
    func serve(token: SessionToken?, address: String?, sendsPatches: Bool, inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter,
               traceContext: InstrumentationContext, logger: Logger) async {
        await withSpan(WebTracing.connectionSpanName, context: traceContext, ofKind: .server) { span in
            if let nodeID {
                span.attributes[WebTracing.nodeAttribute] = nodeID
            }
            await serveSession(token: token, address: address, sendsPatches: sendsPatches, inbound: inbound, outbound: outbound,
                               span: span, logger: logger)
        }
    }

    // MARK: - Private

    private func serveSession(token: SessionToken?, address: String?, sendsPatches: Bool, inbound: WebSocketInboundStream,
                              outbound: WebSocketOutboundWriter, span: any Span, logger: Logger) async {
        let connection = SessionConnection()
        registry.metrics.connections.increment()
        defer {
            registry.metrics.connections.decrement()
        }
        guard let session = await registry.connect(resuming: token, connection: connection, from: address) else {
            await Self.write(connection, to: outbound, as: PageMessageWriter(sendsPatches: sendsPatches), logger: logger)
            return
        }
        span.attributes[WebTracing.tokenHashAttribute] = session.tokenHash
        span.attributes[WebTracing.resumedAttribute] = token == session.token
        // Taken over from the store: the message saved last, on the server that ran it before.
        if let stored = await session.takeResumedTraceContext(), let resumedFrom = StoredTraceContext.context(from: stored) {
            span.addLink(SpanLink(context: resumedFrom, attributes: [WebTracing.linkAttribute: .string("resumedFrom")]))
        }
        let sessionLogger = session.logger
        await withTaskGroup(of: Side.self) { group in
            group.addTask {
                await Self.write(connection, to: outbound, as: PageMessageWriter(sendsPatches: sendsPatches), logger: sessionLogger)
                return .writing
            }
            group.addTask {
                await read(inbound, into: session, replyingThrough: connection)
                await registry.disconnect(connection, from: session)
                return .reading
            }
            if await group.next() == .reading {
                // The page closed, or broke a rule: what is queued for it is written, then the
                // writer ends.
                connection.finish()
            } else {
                // The server closed the connection: nothing more is read from it.
                group.cancelAll()
            }
        }
    }

    /// The two halves of a connection, for telling which ended first.
    private enum Side {
        case reading
        case writing
    }

    private func read(_ inbound: WebSocketInboundStream, into session: WebSession, replyingThrough connection: SessionConnection) async {
        var assembler = InboundMessageAssembler(maxBytes: MessageFormat.maxMessageSize, maxFragments: Self.maxFragmentsPerMessage)
        do {
            for try await frame in inbound {
                let message: InboundMessageAssembler.Message?
                do {
                    message = try assembler.append(frame)
                } catch {
                    session.logger.throttled(by: logThrottle).notice("Page broke the message limits (\(error)); connection closed")
                    connection.close(after: nil, code: Self.closeCode(for: error))
                    return
                }
                guard let message, !Task.isCancelled else {
                    continue
                }
                switch await receive(Self.read(message), into: session, from: connection) {
                case .admitted:
                    break
                case .notTheSessionsPage:
                    return
                case .tooMany:
                    session.logger.throttled(by: logThrottle).notice("Page flooded the server with messages; connection closed")
                    connection.close(after: .error(.tooManyMessages), code: .policyViolation)
                    return
                }
            }
        } catch {
            session.logger.debug("Reading from the page failed", metadata: ["error": "\(error)"])
        }
    }

    /// Hands `message` to `session` in a span of its own (`message <type>`), a child of the
    /// connection's.
    private func receive(_ message: Result<ClientMessage, ClientError>, into session: WebSession,
                         from connection: SessionConnection) async -> MessageAdmission {
        await withSpan(WebTracing.messageSpanPrefix + message.typeName, ofKind: .server) { span in
            let admission = await session.receive(message, from: connection, at: registry.now())
            // Described only for a tracer that keeps it: most servers trace nothing.
            if span.isRecording {
                var attributes: SpanAttributes = [
                    WebTracing.messageTypeAttribute: .string(message.typeName),
                    WebTracing.tokenHashAttribute: .string(session.tokenHash),
                    WebTracing.messageOutcomeAttribute: .string(admission == .admitted && message.isFailure ? "unreadable" : "\(admission)"),
                ]
                if let nodeID {
                    attributes[WebTracing.nodeAttribute] = nodeID
                }
                span.attributes = attributes
            }
            return admission
        }
    }

    /// The page's message, parsed here, off the main actor, or why it could not be read.
    private static func read(_ message: InboundMessageAssembler.Message) -> Result<ClientMessage, ClientError> {
        switch message {
        case let .text(text): ClientMessage.parse(text)
        case .binary: .failure(.binaryNotAccepted)
        }
    }

    private static func closeCode(for violation: InboundMessageAssembler.Violation) -> SessionConnection.CloseCode {
        switch violation {
        case .tooLarge: .messageTooLarge
        case .tooManyFragments: .policyViolation
        case .outOfSequence: .protocolError
        case .invalidUTF8: .invalidData
        }
    }

    private static func write(_ connection: SessionConnection, to outbound: WebSocketOutboundWriter, as writer: PageMessageWriter,
                              logger: Logger) async {
        defer { connection.didWriteTheMessages() }
        var writer = writer
        do {
            for await item in connection.outgoing {
                switch item {
                case let .message(message):
                    try await outbound.write(.text(writer.text(for: message)))
                case let .close(code, reason):
                    // Sends the close frame after the messages and ends the output; it does not
                    // wait for the peer, which may never answer.
                    try await outbound.close(webSocketCode(for: code), reason: reason)
                    return
                }
            }
        } catch {
            logger.debug("Writing to the page failed", metadata: ["error": "\(error)"])
        }
    }

    private static func webSocketCode(for code: SessionConnection.CloseCode) -> WebSocketErrorCode {
        switch code {
        case .normal: .normalClosure
        case .policyViolation: .policyViolation
        case .messageTooLarge: .messageTooLarge
        case .protocolError: .protocolError
        case .invalidData: .dataInconsistentWithMessage
        }
    }
}
