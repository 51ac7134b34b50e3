import Tracing

/// The span of one run of a workflow, from its subscription to its completion or cancellation
/// (when the workflow lets it go), with an event for each step's start and finish.
@MainActor
final class WorkflowRunSpan {

    /// Starts the span of a run of `workflow` when a tracer is set; `nil` otherwise.
    ///
    /// The span is a child of the span current when the workflow was subscribed (the deep
    /// link's message, say), or starts a trace of its own.
    static func start(for workflow: AnyObject) -> WorkflowRunSpan? {
        let tracer = InstrumentationSystem.tracer
        guard !(tracer is NoOpTracer) else {
            return nil
        }
        return WorkflowRunSpan(workflowType: String(describing: type(of: workflow)), tracer: tracer)
    }

    /// Records a step starting or finishing.
    func record(_ phase: WorkflowStepPhase, ofStep stepNumber: Int, on actionableItem: Any) {
        span.record(phase == .started ? .stepStarted : .stepFinished, [
            RIBTracing.stepAttribute: .int64(Int64(stepNumber)),
            RIBTracing.actionableItemAttribute: .string(String(describing: type(of: actionableItem))),
        ])
    }

    /// Records a step's failure: the run is marked failed (and then let go).
    func recordFailure(_ error: any Error) {
        span.recordFailure(error)
    }

    /// Records the run's cancellation before every step ran.
    func recordCancellation() {
        span.record(.cancelled)
    }

    // MARK: - Private

    private let span: TracedSpan

    private init(workflowType: String, tracer: any Tracer) {
        span = TracedSpan(
            workflowType,
            tracer: tracer,
            parentContext: InstrumentationContext.current ?? .topLevel,
            cause: nil,
            attributes: [:]
        )
    }
}
