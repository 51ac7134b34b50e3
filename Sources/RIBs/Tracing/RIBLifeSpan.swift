import Tracing

/// The span of one RIB's active life, and the tracer that started it, which starts the spans
/// of the RIB's children too: a tree is traced, or not, as a whole, from its launch.
///
/// Ends when it is let go: when the RIB is detached, or its router deallocated before that.
@MainActor
final class RIBLifeSpan {

    /// Starts the span of a tree's root when a tracer is set; `nil` otherwise, and then the
    /// tree's RIBs start none.
    ///
    /// The span starts a trace of its own: a tree outlives the request or message it was
    /// launched in, which the span links to.
    static func startRoot(for router: any Routing) -> RIBLifeSpan? {
        let tracer = InstrumentationSystem.tracer
        guard !(tracer is NoOpTracer) else {
            return nil
        }
        return RIBLifeSpan(for: router, tag: nil, tracer: tracer, parentContext: .topLevel)
    }

    /// Starts the span of `child`, being attached under `tag` to the RIB of this span.
    func startChild(for child: any Routing, tag: String?) -> RIBLifeSpan {
        RIBLifeSpan(for: child, tag: tag, tracer: tracer, parentContext: span.context)
    }

    /// Adds `event` to the span, with `attributes`.
    func record(_ event: RIBSpanEvent, _ attributes: SpanAttributes = [:]) {
        span.record(event, attributes)
    }

    /// Adds `event`, about `child` (attached or detached), to the span.
    func record(_ event: RIBSpanEvent, child: any Routing) {
        span.record(event, [RIBTracing.childAttribute: .string(Self.typeName(of: child))])
    }

    /// Records the interactor becoming active or inactive.
    func interactorActivenessDidChange(isActive: Bool) {
        span.record(isActive ? .didBecomeActive : .willResignActive)
    }

    // MARK: - Private

    private let tracer: any Tracer
    private let span: TracedSpan

    private init(for router: any Routing, tag: String?, tracer: any Tracer, parentContext: InstrumentationContext) {
        self.tracer = tracer
        let routerType = Self.typeName(of: router)
        var attributes: SpanAttributes = [:]
        attributes[RIBTracing.routerAttribute] = routerType
        attributes[RIBTracing.interactorAttribute] = Self.typeName(of: router.interactable)
        if let tag {
            attributes[RIBTracing.tagAttribute] = tag
        }
        span = TracedSpan(
            routerType,
            tracer: tracer,
            parentContext: parentContext,
            cause: InstrumentationContext.current,
            attributes: attributes
        )
    }

    /// The names of the types met so far: describing a type costs more than the rest of a
    /// RIB's span, and a tree has few types.
    private static var typeNames: [ObjectIdentifier: String] = [:]

    private static func typeName(of instance: Any) -> String {
        let type = Swift.type(of: instance)
        if let name = typeNames[ObjectIdentifier(type)] {
            return name
        }
        let name = String(describing: type)
        typeNames[ObjectIdentifier(type)] = name
        return name
    }
}
