/// The names of what the web front-end reports through swift-distributed-tracing, for
/// dashboards and tests; see `docs/observability.md`.
///
/// With a tracer set (`WebApp` sets swift-otel's when `OTEL_EXPORTER_OTLP_ENDPOINT` or
/// `--otlp-endpoint` says where to send spans):
///
/// - each HTTP request is a span (Hummingbird's `TracingMiddleware`);
/// - each WebSocket connection is a span named ``connectionSpanName``, a child of the upgrade
///   request's `traceparent` if it had one, with the session's token hash (never the token),
///   the node and whether the session was resumed;
/// - each message the page sends is a span named `message <type>` under its connection's, with
///   the message's type and what became of it; beneath it, the window's `perform <action>` span
///   (the app's work) and the store's write (``storeSaveSpanName``);
/// - each read of the store is a span named ``storeReadSpanName``.
public enum WebTracing {

    /// The query parameters an HTTP request's span records as `REDACTED`: the session token a
    /// page reconnects with, and the link it was opened with.
    public static let redactedQueryParameters: Set<String> = ["session", "link"]

    /// The span of one WebSocket connection, from its upgrade to its close.
    public static let connectionSpanName = "WebSocket /ws"

    /// The prefix of a message's span name, followed by its type (`message tapButton`).
    public static let messageSpanPrefix = "message "

    /// The span of one write of the save queue's batch to the store.
    public static let storeSaveSpanName = "session store save"

    /// The span of one read of the store (a session taken over, say).
    public static let storeReadSpanName = "session store read"

    /// The SHA-256 of the session's token, in hex: what the store keys the session by.
    public static let tokenHashAttribute = "session.token_hash"

    /// Whether the connection resumed a session (from memory, or from the store).
    public static let resumedAttribute = "session.resumed"

    /// The attribute of a link saying what it links to: `resumedFrom` on the connection that
    /// resumed a session from the store, to the message saved last on the server before.
    public static let linkAttribute = "link.reason"

    /// The server's node id, when it was given one.
    public static let nodeAttribute = "server.node"

    /// The type of the page's message, such as `tapButton`, `openLink` or `unreadable`.
    public static let messageTypeAttribute = "message.type"

    /// What became of a message: `admitted` (acted on; an action the window refused says why
    /// on its `perform` span), `unreadable` (answered with an error), `tooMany` (over the
    /// session's budget, the connection closed) or `notTheSessionsPage` (opened elsewhere).
    public static let messageOutcomeAttribute = "message.outcome"

    /// The database behind the store: `sqlite`, `postgresql`, or another store's name.
    public static let databaseSystemAttribute = "db.system.name"

    /// The number of sessions written in one batch.
    public static let storeRowsAttribute = "store.rows"

    /// What became of a store call: `answered`, `failed`, or `deadlinePassed`.
    public static let storeOutcomeAttribute = "store.outcome"

    /// The store read's operation, such as `takeOver`.
    public static let storeOperationAttribute = "store.operation"
}
