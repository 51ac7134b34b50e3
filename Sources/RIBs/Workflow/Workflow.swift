/// A workflow: a chain of steps run against the RIB tree, such as handling a deep link.
///
/// Each step receives an actionable item (usually a RIB's interactor seen through a protocol
/// of its own) and returns the next actionable item with a value. A step whose actionable
/// item is an ``Interactable`` waits until that interactor is active. Build the chain with
/// `onStep(_:)`, on the workflow and then on each ``Step``, end it with ``Step/commit()``, and run it with
/// ``subscribe(_:)``. Each step's start and finish are told to ``WorkflowEvents``, for tools
/// that show workflows as they run.
@MainActor
open class Workflow<ActionableItemType> {

    /// Creates an empty workflow.
    public init() {}

    /// Adds the first step.
    ///
    /// - Parameter onStep: Given the root actionable item, returns a publisher of the next
    ///   actionable item and a value; only its first output is used.
    /// - Returns: The step, to chain further steps on.
    public final func onStep<NextActionableItemType, NextValueType>(
        _ onStep: @escaping (ActionableItemType) -> AnyPublisher<(NextActionableItemType, NextValueType), any Error>
    ) -> Step<ActionableItemType, NextActionableItemType, NextValueType> {
        Step(workflow: self, publisher: rootSubject.eraseToAnyPublisher())
            .onStep { actionableItem, _ in onStep(actionableItem) }
    }

    /// Adds the first step from a publisher that cannot fail, such as an actionable item's
    /// `AnyPublisher<(Item, ()), Never>` (what a port of RIBs iOS's `Observable` gives).
    ///
    /// - Parameter onStep: Given the root actionable item, returns a publisher of the next
    ///   actionable item and a value; only its first output is used.
    /// - Returns: The step, to chain further steps on.
    public final func onStep<NextActionableItemType, NextValueType>(
        _ onStep: @escaping (ActionableItemType) -> AnyPublisher<(NextActionableItemType, NextValueType), Never>
    ) -> Step<ActionableItemType, NextActionableItemType, NextValueType> {
        self.onStep { actionableItem in
            onStep(actionableItem).setFailureType(to: (any Error).self).eraseToAnyPublisher()
        }
    }

    /// Runs the committed workflow from `actionableItem`.
    ///
    /// Keep the result for as long as the steps may run, usually by binding it to the root
    /// interactor as the tutorials do:
    ///
    /// ```swift
    /// workflow.subscribe(self).disposeOnDeactivate(interactor: self)
    /// ```
    ///
    /// - Parameter actionableItem: The root actionable item, usually the root interactor.
    /// - Returns: Cancels the steps still pending, when cancelled or deallocated (as every
    ///   `AnyCancellable`); dropping it at once stops every step that cannot run right away.
    ///   Like the workflow, it belongs to the main actor: cancel or release it there (Swift 6's
    ///   isolation check stops the program if it is released on another thread).
    public final func subscribe(_ actionableItem: ActionableItemType) -> AnyCancellable {
        guard !stepSubscriptions.isEmpty else {
            assertionFailure("Attempt to subscribe to \(type(of: self)) before it was committed.")
            return AnyCancellable {}
        }
        runSpan = WorkflowRunSpan.start(for: self)
        rootSubject.send((actionableItem, ()))
        rootSubject.send(completion: .finished)
        return AnyCancellable { [weak self] in
            self?.cancel()
        }
    }

    /// Called once, when every committed chain of steps completed (RIBs iOS calls it once too,
    /// but when the first committed chain completes: see <doc:FromRIBsIOS>).
    open func didComplete() {}

    /// Called when a step's publisher is forked into a new chain with `fork(_:)`.
    open func didFork() {}

    /// Called when a step failed.
    ///
    /// - Parameter error: The step's error.
    open func didReceiveError(_ error: any Error) {}

    // MARK: - Internal

    /// Cancels `cancellable` with the workflow's subscription, or at once if that was cancelled.
    final func bind(_ cancellable: any Cancellable) {
        if isCancelled {
            cancellable.cancel()
        } else {
            boundCancellables.append(cancellable)
        }
    }

    /// Keeps the subscription of a committed chain of steps.
    final func addCommittedChain(_ subscription: AnyCancellable) {
        stepSubscriptions.append(subscription)
        pendingChainCount += 1
    }

    /// The number of the step being added: one more than the step added before.
    final func numberNextStep() -> Int {
        addedStepCount += 1
        return addedStepCount
    }

    /// Tells ``WorkflowEvents`` that a step started or finished.
    final func report(_ phase: WorkflowStepPhase, ofStep stepNumber: Int, on actionableItem: Any) {
        WorkflowEvents.send(WorkflowStepEvent(phase: phase, workflow: self, stepNumber: stepNumber, actionableItem: actionableItem))
        runSpan?.record(phase, ofStep: stepNumber, on: actionableItem)
    }

    /// Notes a failed chain: the run's span records the error and ends, then
    /// ``didReceiveError(_:)``.
    final func chainDidFail(_ error: any Error) {
        runSpan?.recordFailure(error)
        runSpan = nil
        didReceiveError(error)
    }

    /// Notes the end of a committed chain and calls ``didComplete()`` after the last one.
    final func chainDidComplete() {
        pendingChainCount -= 1
        guard pendingChainCount == 0, !didInvokeComplete else {
            return
        }
        didInvokeComplete = true
        runSpan = nil
        didComplete()
    }

    // MARK: - Private

    private let rootSubject = PassthroughSubject<(ActionableItemType, Void), any Error>()
    private var stepSubscriptions: [AnyCancellable] = []
    private var pendingChainCount = 0
    private var didInvokeComplete = false
    private var addedStepCount = 0
    private var isCancelled = false

    /// The span of the run since ``subscribe(_:)``, when a tracer is set; it ends when let go.
    private var runSpan: WorkflowRunSpan?

    /// Subscriptions bound with `cancelWith(workflow:)`.
    private var boundCancellables: [any Cancellable] = []

    private func cancel() {
        isCancelled = true
        runSpan?.recordCancellation()
        runSpan = nil
        let cancellables = stepSubscriptions.map { $0 as any Cancellable } + boundCancellables
        stepSubscriptions.removeAll()
        boundCancellables.removeAll()
        for cancellable in cancellables {
            cancellable.cancel()
        }
    }
}
