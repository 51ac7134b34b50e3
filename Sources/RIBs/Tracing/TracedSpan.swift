import Tracing

/// A span RIBs started; it ends when its owner lets it go (a RIB detached, a router
/// deallocated before that, a workflow run over), so that no path can end it twice or never.
@MainActor
final class TracedSpan {

    /// The span's context, to start child spans in.
    var context: InstrumentationContext {
        span.context
    }

    /// Starts a span named `name`, with `attributes`, under `parentContext`, linked to `cause`
    /// (the message, request or action it started during) when there is one.
    init(_ name: String, tracer: any Tracer, parentContext: InstrumentationContext, cause: InstrumentationContext?, attributes: SpanAttributes) {
        span = tracer.startSpan(name, context: parentContext, ofKind: .internal)
        span.attributes = attributes
        if let cause {
            span.addLink(SpanLink(context: cause, attributes: [:]))
        }
    }

    /// The most events one span keeps: a RIB's span lives as long as the RIB, which may attach
    /// and detach children for hours, and an exporter keeps every event of a span until it ends.
    static let maxEvents = 128

    /// Adds `event` to the span, with `attributes`; past ``maxEvents``, counts it instead
    /// (``RIBTracing/droppedEventsAttribute``).
    func record(_ event: RIBSpanEvent, _ attributes: SpanAttributes = [:]) {
        guard eventCount < Self.maxEvents else {
            droppedEventCount += 1
            return
        }
        eventCount += 1
        span.addEvent(SpanEvent(name: event.rawValue, attributes: attributes))
    }

    /// Records `error` and marks the span failed.
    func recordFailure(_ error: any Error) {
        span.recordError(error)
        span.setStatus(SpanStatus(code: .error))
    }

    isolated deinit {
        if droppedEventCount > 0 {
            span.attributes[RIBTracing.droppedEventsAttribute] = droppedEventCount
        }
        span.end()
    }

    // MARK: - Private

    private let span: any Span
    private var eventCount = 0
    private var droppedEventCount = 0
}
