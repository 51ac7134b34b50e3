import Tracing

/// A call to the session store as a span: its database, and whether it answered, failed, or
/// passed its deadline.
enum StoreCallSpan {

    /// Runs `call` in a span named `name`, a child of the span current in the task.
    ///
    /// - Parameters:
    ///   - name: ``WebTracing/storeSaveSpanName`` or ``WebTracing/storeReadSpanName``.
    ///   - store: The store called, which names its database.
    ///   - attributes: What else the span says of the call.
    ///   - call: The call.
    static func run<Result>(_ name: String, of store: any SessionStore, attributes: SpanAttributes,
                            isolation: isolated (any Actor)? = #isolation,
                            _ call: () async throws -> Result) async throws -> Result {
        try await withSpan(name, ofKind: .client, isolation: isolation) { span in
            var spanAttributes = attributes
            spanAttributes[WebTracing.databaseSystemAttribute] = store.databaseSystem
            do {
                let result = try await call()
                spanAttributes[WebTracing.storeOutcomeAttribute] = "answered"
                span.attributes = spanAttributes
                return result
            } catch {
                spanAttributes[WebTracing.storeOutcomeAttribute] = error is StoreDeadlinePassed ? "deadlinePassed" : "failed"
                span.attributes = spanAttributes
                throw error
            }
        }
    }
}
