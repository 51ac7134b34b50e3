import RIBs
import RIBsTesting
import Testing

@MainActor
struct WorkflowTests {

    @Test func stepsRunInOrderWithTheItemsAndValuesOfTheStepBefore() {
        var subscriptions = Set<AnyCancellable>()
        let workflow = RecordingWorkflow()
        let log = workflow.log
        let root = Item("root")

        workflow
            .onStep { root in
                log.append("step 1 on \(root.name)")
                return stepOutput(Item("a"), "first")
            }
            .onStep { item, value in
                log.append("step 2 on \(item.name) with \(value)")
                return stepOutput(Item("b"), 2)
            }
            .onStep { item, value in
                log.append("step 3 on \(item.name) with \(value)")
                return stepOutput(item, ())
            }
            .commit()
            .subscribe(root)
            .store(in: &subscriptions)

        #expect(log.entries == [
            "step 1 on root",
            "step 2 on a with first",
            "step 3 on b with 2",
            "didComplete",
        ])
    }

    /// Steps may return publishers that cannot fail, as a port of RIBs iOS's `Observable`
    /// steps does (`AnyPublisher<(Item, ()), Never>`), mixed with ones that can.
    @Test func stepsThatCannotFailRunAsTheOthersDo() {
        var subscriptions = Set<AnyCancellable>()
        let workflow = RecordingWorkflow()
        let log = workflow.log

        workflow
            .onStep { root -> AnyPublisher<(Item, Int), Never> in
                log.append("step 1 on \(root.name)")
                return Just((Item("a"), 1)).eraseToAnyPublisher()
            }
            .onStep { item, value in
                log.append("step 2 on \(item.name) with \(value)")
                return stepOutput(Item("b"), "two")
            }
            .onStep { item, value -> AnyPublisher<(Item, ()), Never> in
                log.append("step 3 on \(item.name) with \(value)")
                return Just((item, ())).eraseToAnyPublisher()
            }
            .commit()
            .subscribe(Item("root"))
            .store(in: &subscriptions)

        #expect(log.entries == ["step 1 on root", "step 2 on a with 1", "step 3 on b with two", "didComplete"])
    }

    /// A chain forked from a publisher that cannot fail, as RIBs iOS's tests fork one from
    /// `Observable.just`.
    @Test func aChainForksFromAPublisherThatCannotFail() {
        var subscriptions = Set<AnyCancellable>()
        let workflow = RecordingWorkflow()
        let log = workflow.log

        Just((Item("forked"), 7))
            .fork(workflow)
            .onStep { item, value in
                log.append("step on \(item.name) with \(value)")
                return stepOutput(item, ())
            }
            .commit()
        workflow.subscribe(Item("root")).store(in: &subscriptions)

        #expect(log.entries == ["didFork", "step on forked with 7"])
    }

    /// A step forked as ported RIBs iOS code forks one: `step.asObservable().fork(workflow)`
    /// becomes `eraseToAnyPublisher()`, the step's own publisher.
    @Test func aStepForksUnderItsPortedName() {
        var subscriptions = Set<AnyCancellable>()
        let workflow = RecordingWorkflow()
        let log = workflow.log
        let rootStep = workflow.onStep { item in
            log.append("root step on \(item.name)")
            return stepOutput(Item("a"), 1)
        }

        rootStep.eraseToAnyPublisher()
            .fork(workflow)
            .onStep { item, value in
                log.append("forked step on \(item.name) with \(value)")
                return stepOutput(item, ())
            }
            .commit()
        workflow.subscribe(Item("root")).store(in: &subscriptions)

        #expect(log.entries == ["didFork", "root step on root", "forked step on a with 1", "didComplete"])
    }

    @Test func nothingRunsBeforeSubscribe() {
        let workflow = RecordingWorkflow()
        let log = workflow.log

        workflow
            .onStep { _ in
                log.append("step 1")
                return stepOutput(Item("a"), ())
            }
            .commit()

        #expect(log.entries == [])
    }

    @Test func stepWaitsUntilItsInteractableItemIsActive() {
        var subscriptions = Set<AnyCancellable>()
        let workflow = RecordingWorkflow()
        let log = workflow.log
        let interactor = InteractableMock()

        workflow
            .onStep { _ in stepOutput(interactor, "go") }
            .onStep { _, value in
                log.append("step 2 with \(value)")
                return stepOutput(Item("done"), ())
            }
            .commit()
            .subscribe(Item("root"))
            .store(in: &subscriptions)
        #expect(log.entries == [])

        interactor.isActive = true
        #expect(log.entries == ["step 2 with go", "didComplete"])

        interactor.isActive = false
        interactor.isActive = true

        #expect(log.entries == ["step 2 with go", "didComplete"])
    }

    @Test func rootItemThatIsAnInactiveInteractorHoldsTheFirstStep() {
        var subscriptions = Set<AnyCancellable>()
        let workflow = Workflow<InteractableMock>()
        let interactor = InteractableMock()
        var ran = false

        workflow
            .onStep { _ in
                ran = true
                return stepOutput(Item("a"), ())
            }
            .commit()
            .subscribe(interactor)
            .store(in: &subscriptions)
        #expect(!ran)

        interactor.isActive = true

        #expect(ran)
    }

    @Test func onlyTheFirstOutputOfAStepIsUsed() {
        var subscriptions = Set<AnyCancellable>()
        let workflow = RecordingWorkflow()
        let log = workflow.log
        let stepOutputs = PassthroughSubject<(Item, Int), any Error>()

        workflow
            .onStep { _ in stepOutputs.eraseToAnyPublisher() }
            .onStep { _, value in
                log.append("step 2 with \(value)")
                return stepOutput(Item("done"), ())
            }
            .commit()
            .subscribe(Item("root"))
            .store(in: &subscriptions)
        #expect(log.entries == [])

        stepOutputs.send((Item("a"), 1))
        #expect(log.entries == ["step 2 with 1", "didComplete"])

        stepOutputs.send((Item("a"), 2))

        #expect(log.entries == ["step 2 with 1", "didComplete"])
    }

    @Test func completesOnceTheLastStepHasEmittedEvenIfItsPublisherGoesOn() {
        var subscriptions = Set<AnyCancellable>()
        let workflow = RecordingWorkflow()
        let log = workflow.log
        let lastStepOutputs = PassthroughSubject<(Item, Void), any Error>()

        workflow
            .onStep { _ in lastStepOutputs.eraseToAnyPublisher() }
            .commit()
            .subscribe(Item("root"))
            .store(in: &subscriptions)
        lastStepOutputs.send((Item("a"), ()))

        #expect(log.entries == ["didComplete"])
    }

    @Test func errorReachesDidReceiveErrorAndOnErrorAndStopsTheSteps() {
        var subscriptions = Set<AnyCancellable>()
        let workflow = RecordingWorkflow()
        let log = workflow.log
        var onErrorReceived: [StepError] = []

        workflow
            .onStep { _ in stepOutput(Item("a"), ()) }
            .onStep { _, _ in Fail<(Item, Void), any Error>(error: StepError.failed).eraseToAnyPublisher() }
            .onStep { _, _ in
                log.append("step 3")
                return stepOutput(Item("b"), ())
            }
            .onError { error in onErrorReceived.append(error as? StepError ?? .unexpected) }
            .commit()
            .subscribe(Item("root"))
            .store(in: &subscriptions)

        #expect(log.entries == ["didReceiveError failed"])
        #expect(onErrorReceived == [.failed])
    }

    @Test func forkRunsEachChainAndCompletesOnceWhenAllHaveCompleted() {
        var subscriptions = Set<AnyCancellable>()
        let workflow = RecordingWorkflow()
        let log = workflow.log
        let branchB = PassthroughSubject<(Item, Void), any Error>()

        let shared = workflow.onStep { _ in
            log.append("shared step")
            return stepOutput(Item("shared"), ())
        }
        shared
            .onStep { _, _ in
                log.append("branch a")
                return stepOutput(Item("a"), ())
            }
            .commit()
        shared
            .asPublisher()
            .fork(workflow)
            .onStep { _, _ in
                log.append("branch b")
                return branchB.eraseToAnyPublisher()
            }
            .commit()
        workflow.subscribe(Item("root")).store(in: &subscriptions)
        // The shared step runs once; the order of the branches after it is not specified.
        #expect(log.entries.prefix(2) == ["didFork", "shared step"])
        #expect(Set(log.entries.dropFirst(2)) == ["branch a", "branch b"])
        #expect(log.entries.count == 4)

        branchB.send((Item("b"), ()))

        #expect(log.entries.count == 5)
        #expect(log.entries.last == "didComplete")
    }

    @Test func cancellingTheSubscriptionStopsPendingSteps() {
        let workflow = RecordingWorkflow()
        let log = workflow.log
        let interactor = InteractableMock()

        let subscription = workflow
            .onStep { _ in stepOutput(interactor, ()) }
            .onStep { _, _ in
                log.append("step 2")
                return stepOutput(Item("done"), ())
            }
            .commit()
            .subscribe(Item("root"))
        subscription.cancel()
        interactor.isActive = true

        #expect(log.entries == [])
    }

    @Test func droppingTheSubscriptionStopsPendingSteps() {
        let workflow = RecordingWorkflow()
        let log = workflow.log
        let interactor = InteractableMock()

        _ = workflow
            .onStep { _ in stepOutput(interactor, ()) }
            .onStep { _, _ in
                log.append("step 2")
                return stepOutput(Item("done"), ())
            }
            .commit()
            .subscribe(Item("root"))
        interactor.isActive = true

        #expect(log.entries == [])
    }

    @Test func subscriptionBoundToTheRootInteractorRunsUntilItDeactivates() {
        let rootInteractor = RecordingInteractor()
        rootInteractor.activate()
        let firstStepOutputs = PassthroughSubject<(Item, Void), any Error>()
        let secondStepOutputs = PassthroughSubject<(Item, Void), any Error>()
        let workflow = Workflow<RecordingInteractor>()
        var ranSteps: [String] = []

        workflow
            .onStep { _ in firstStepOutputs.eraseToAnyPublisher() }
            .onStep { _, _ in
                ranSteps.append("step 2")
                return secondStepOutputs.eraseToAnyPublisher()
            }
            .onStep { item, _ in
                ranSteps.append("step 3")
                return stepOutput(item, ())
            }
            .commit()
            .subscribe(rootInteractor)
            .disposeOnDeactivate(interactor: rootInteractor)
        firstStepOutputs.send((Item("a"), ()))
        #expect(ranSteps == ["step 2"])

        rootInteractor.deactivate()
        secondStepOutputs.send((Item("b"), ()))

        #expect(ranSteps == ["step 2"])
    }

    @Test func subscribingAgainDoesNotRunTheStepsAgain() {
        var subscriptions = Set<AnyCancellable>()
        let workflow = RecordingWorkflow()
        let log = workflow.log

        workflow
            .onStep { root in
                log.append("step 1 on \(root.name)")
                return stepOutput(Item("a"), ())
            }
            .commit()
        workflow.subscribe(Item("first")).store(in: &subscriptions)
        workflow.subscribe(Item("second")).store(in: &subscriptions)

        #expect(log.entries == ["step 1 on first", "didComplete"])
    }
}

/// A plain actionable item: not an interactor, so steps on it run at once. Shared with
/// WorkflowEventsTests.
@MainActor
final class Item {

    let name: String

    init(_ name: String) {
        self.name = name
    }
}

private enum StepError: Error, Equatable {
    case failed
    case unexpected
}

/// A step's output that is ready at once.
@MainActor
func stepOutput<ActionableItem, Value>(_ item: ActionableItem, _ value: Value) -> AnyPublisher<(ActionableItem, Value), any Error> {
    Just((item, value)).setFailureType(to: (any Error).self).eraseToAnyPublisher()
}

/// A workflow that writes its hooks to a log.
@MainActor
private final class RecordingWorkflow: Workflow<Item> {

    let log = EventLog()

    override func didComplete() {
        log.append("didComplete")
    }

    override func didFork() {
        log.append("didFork")
    }

    override func didReceiveError(_ error: any Error) {
        log.append("didReceiveError \(error)")
    }
}
