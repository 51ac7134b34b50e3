/// One step of a ``Workflow``: the actionable item and value it produced, and what comes next.
@MainActor
open class Step<WorkflowActionableItemType, ActionableItemType, ValueType> {

    /// Adds the next step, run once this step produced its actionable item and value and that
    /// item, if it is an ``Interactable``, is active.
    ///
    /// - Parameter onStep: Given this step's actionable item and value, returns a publisher of
    ///   the next actionable item and a value; only its first output is used.
    /// - Returns: The next step.
    public final func onStep<NextActionableItemType, NextValueType>(
        _ onStep: @escaping (ActionableItemType, ValueType) -> AnyPublisher<(NextActionableItemType, NextValueType), any Error>
    ) -> Step<WorkflowActionableItemType, NextActionableItemType, NextValueType> {
        let stepNumber = workflow.numberNextStep()
        let nextStepOutput = publisher
            .map { actionableItem, value in
                Self.whenActive(actionableItem).map { (actionableItem, value) }
            }
            .switchToLatest()
            .first()
            .map { [weak workflow] actionableItem, value in
                workflow?.report(.started, ofStep: stepNumber, on: actionableItem)
                return onStep(actionableItem, value)
                    .handleEvents(receiveOutput: { [weak workflow] _ in
                        workflow?.report(.finished, ofStep: stepNumber, on: actionableItem)
                    })
            }
            .switchToLatest()
            .first()
            .share()
            .eraseToAnyPublisher()
        return Step<WorkflowActionableItemType, NextActionableItemType, NextValueType>(workflow: workflow, publisher: nextStepOutput)
    }

    /// Adds the next step from a publisher that cannot fail, such as an actionable item's
    /// `AnyPublisher<(Item, ()), Never>` (what a port of RIBs iOS's `Observable` gives).
    ///
    /// - Parameter onStep: Given this step's actionable item and value, returns a publisher of
    ///   the next actionable item and a value; only its first output is used.
    /// - Returns: The next step.
    public final func onStep<NextActionableItemType, NextValueType>(
        _ onStep: @escaping (ActionableItemType, ValueType) -> AnyPublisher<(NextActionableItemType, NextValueType), Never>
    ) -> Step<WorkflowActionableItemType, NextActionableItemType, NextValueType> {
        self.onStep { actionableItem, value in
            onStep(actionableItem, value).setFailureType(to: (any Error).self).eraseToAnyPublisher()
        }
    }

    /// Calls `onError` if this step, or one before it, fails.
    ///
    /// - Parameter onError: Receives the error.
    /// - Returns: This step.
    @discardableResult
    public final func onError(_ onError: @escaping (any Error) -> Void) -> Step {
        publisher = publisher
            .handleEvents(receiveCompletion: { completion in
                if case let .failure(error) = completion {
                    onError(error)
                }
            })
            .eraseToAnyPublisher()
        return self
    }

    /// Ends the chain of steps and subscribes it, ready to run when the workflow is subscribed.
    ///
    /// - Returns: The workflow, to subscribe it.
    @discardableResult
    public final func commit() -> Workflow<WorkflowActionableItemType> {
        let workflow = workflow
        let subscription = publisher.sink(
            receiveCompletion: { completion in
                switch completion {
                case .finished:
                    workflow.chainDidComplete()
                case let .failure(error):
                    workflow.chainDidFail(error)
                }
            },
            receiveValue: { _ in }
        )
        workflow.addCommittedChain(subscription)
        return workflow
    }

    /// This step's output as a publisher, for example to `fork(_:)` it.
    ///
    /// - Returns: A publisher of this step's actionable item and value.
    public final func asPublisher() -> AnyPublisher<(ActionableItemType, ValueType), any Error> {
        publisher
    }

    /// This step's output as a publisher: ``asPublisher()`` under the name `ribs port` gives
    /// RIBs iOS's `asObservable()`, so that ported code forks a step as it did
    /// (`step.asObservable().fork(workflow)`).
    ///
    /// - Returns: A publisher of this step's actionable item and value.
    public final func eraseToAnyPublisher() -> AnyPublisher<(ActionableItemType, ValueType), any Error> {
        publisher
    }

    // MARK: - Internal

    init(workflow: Workflow<WorkflowActionableItemType>, publisher: AnyPublisher<(ActionableItemType, ValueType), any Error>) {
        self.workflow = workflow
        self.publisher = publisher
    }

    // MARK: - Private

    private let workflow: Workflow<WorkflowActionableItemType>
    private var publisher: AnyPublisher<(ActionableItemType, ValueType), any Error>

    /// Emits once `actionableItem` may act: at once, or when it is an interactor, once active.
    private static func whenActive(_ actionableItem: ActionableItemType) -> AnyPublisher<Void, any Error> {
        // A generic constraint cannot express "an existential refining Interactable", hence the cast.
        guard let interactor = actionableItem as? any Interactable else {
            return Just(()).setFailureType(to: (any Error).self).eraseToAnyPublisher()
        }
        return interactor.isActiveStream
            .filter { $0 }
            .map { _ in () }
            .setFailureType(to: (any Error).self)
            .eraseToAnyPublisher()
    }
}

extension Publisher {

    /// Starts a new chain of steps of `workflow` from this publisher, usually a step's
    /// ``Step/asPublisher()``, so that one step can lead to several chains.
    ///
    /// - Parameter workflow: The workflow the new chain belongs to.
    /// - Returns: A step that emits this publisher's actionable item and value.
    @MainActor
    public func fork<WorkflowActionableItemType, ActionableItemType, ValueType>(
        _ workflow: Workflow<WorkflowActionableItemType>
    ) -> Step<WorkflowActionableItemType, ActionableItemType, ValueType>
    where Output == (ActionableItemType, ValueType), Failure == any Error {
        workflow.didFork()
        return Step(workflow: workflow, publisher: eraseToAnyPublisher())
    }

    /// Starts a new chain of steps of `workflow` from this publisher, which cannot fail, such
    /// as a `Just` (what a port of RIBs iOS's `Observable.just` gives).
    ///
    /// - Parameter workflow: The workflow the new chain belongs to.
    /// - Returns: A step that emits this publisher's actionable item and value.
    @MainActor
    public func fork<WorkflowActionableItemType, ActionableItemType, ValueType>(
        _ workflow: Workflow<WorkflowActionableItemType>
    ) -> Step<WorkflowActionableItemType, ActionableItemType, ValueType>
    where Output == (ActionableItemType, ValueType), Failure == Never {
        setFailureType(to: (any Error).self).fork(workflow)
    }
}
