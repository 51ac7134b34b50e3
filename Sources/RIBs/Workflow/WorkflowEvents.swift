/// What happened to a step of a workflow.
public enum WorkflowStepPhase: String, Sendable, Equatable, CaseIterable {

    /// The step was called on its actionable item, which, if it is an ``Interactable``, is
    /// active.
    case started

    /// The step produced the next actionable item and value.
    case finished
}

/// A step of a running workflow starting or finishing.
@MainActor
public struct WorkflowStepEvent {

    /// What happened.
    public let phase: WorkflowStepPhase

    /// The workflow the step belongs to.
    public let workflow: AnyObject

    /// The step's number in its workflow, from 1, in the order the steps were added with
    /// `onStep`: forked chains continue the numbering.
    public let stepNumber: Int

    /// The actionable item the step acts on, usually an interactor.
    public let actionableItem: Any
}

/// The steps of every workflow as they run, for tools that show them, such as an inspector.
///
/// Events are delivered synchronously, in the order things happen: a step's `started` comes
/// before what the step does to the tree, its `finished` after.
///
/// ```swift
/// let subscription = WorkflowEvents.steps.sink { event in
///     print(event.phase, type(of: event.workflow), event.stepNumber)
/// }
/// ```
@MainActor
public enum WorkflowEvents {

    /// Every step event from now on, of every workflow of the process.
    public static var steps: AnyPublisher<WorkflowStepEvent, Never> {
        subject.eraseToAnyPublisher()
    }

    // MARK: - Internal

    /// Tells the followers; nothing happens without any.
    static func send(_ event: WorkflowStepEvent) {
        subject.send(event)
    }

    // MARK: - Private

    private static let subject = PassthroughSubject<WorkflowStepEvent, Never>()
}
