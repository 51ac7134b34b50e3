import Tracing

/// A tracer that keeps nothing, yet is not swift-distributed-tracing's `NoOpTracer`, which
/// RIBs treats as no tracer at all: what RIBs' own span work costs, without an exporter's.
struct DiscardingTracer: Tracer {

    func startSpan<Instant: TracerInstant>(
        _ operationName: String,
        context: @autoclosure () -> InstrumentationContext,
        ofKind kind: SpanKind,
        at instant: @autoclosure () -> Instant,
        function: String,
        file fileID: String,
        line: UInt
    ) -> NoOpTracer.NoOpSpan {
        NoOpTracer.NoOpSpan(context: context())
    }

    func forceFlush() {}

    func inject<Carrier, Inject: Injector>(_ context: InstrumentationContext, into carrier: inout Carrier, using injector: Inject)
    where Inject.Carrier == Carrier {}

    func extract<Carrier, Extract: Extractor>(_ carrier: Carrier, into context: inout InstrumentationContext, using extractor: Extract)
    where Extract.Carrier == Carrier {}
}
