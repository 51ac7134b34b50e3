import RIBsInspector

/// A lifecycle or workflow event, as a trace keeps it: the inspector's timeline event without
/// its number and time, which differ from run to run.
public struct TraceEvent: Codable, Equatable, Sendable {

    /// What happened: `attached`, `activated`, `loaded`, `deactivated`, `detached`,
    /// `workflowStepStarted`, `workflowStepFinished`.
    public let kind: String

    /// The router it happened to, by type name.
    public let router: String

    /// The router it was attached to or detached from, for those two kinds.
    public let parent: String?

    /// The workflow, for a workflow step.
    public let workflow: String?

    /// The step's number in its workflow, from 1.
    public let step: Int?

    /// An event from its parts.
    public init(kind: String, router: String, parent: String? = nil, workflow: String? = nil, step: Int? = nil) {
        self.kind = kind
        self.router = router
        self.parent = parent
        self.workflow = workflow
        self.step = step
    }

    /// The trace's form of `event`.
    public init(_ event: TimelineEvent) {
        kind = event.kind.rawValue
        router = event.router
        parent = event.parent
        workflow = event.workflow
        step = event.step
    }
}
