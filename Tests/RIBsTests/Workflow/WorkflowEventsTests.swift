import RIBs
import RIBsTesting
import Testing

@MainActor
struct WorkflowEventsTests {

    @Test func eachStepStartsBeforeItActsAndFinishesWhenItHandsOn() {
        let log = EventLog()
        let workflow = Workflow<Item>()
        let login = PassthroughSubject<(Item, String), any Error>()
        let recording = record(workflow, into: log)
        workflow
            .onStep { root in
                log.append("waiting on \(root.name)")
                return login.eraseToAnyPublisher()
            }
            .onStep { item, value in
                log.append("acting on \(item.name) with \(value)")
                return stepOutput(item, ())
            }
            .commit()

        let subscription = workflow.subscribe(Item("root"))
        #expect(log.entries == ["started 1 on root", "waiting on root"])

        login.send((Item("loggedIn"), "game"))

        #expect(log.entries == [
            "started 1 on root", "waiting on root",
            "finished 1 on root",
            "started 2 on loggedIn", "acting on loggedIn with game", "finished 2 on loggedIn",
        ])
        subscription.cancel()
        recording.cancel()
    }

    @Test func aStepOnAnInactiveInteractorStartsOnceItIsActive() {
        let log = EventLog()
        let workflow = Workflow<Item>()
        let interactor = InteractableMock()
        let recording = record(workflow, into: log)
        workflow
            .onStep { _ in stepOutput(interactor, ()) }
            .onStep { _, _ in stepOutput(Item("done"), ()) }
            .commit()

        let subscription = workflow.subscribe(Item("root"))
        #expect(log.entries == ["started 1 on root", "finished 1 on root"])

        interactor.isActive = true

        #expect(log.entries.suffix(2) == ["started 2 on InteractableMock", "finished 2 on InteractableMock"])
        subscription.cancel()
        recording.cancel()
    }

    @Test func forkedChainsContinueTheNumberingAndASharedStepStartsOnce() {
        let log = EventLog()
        let workflow = Workflow<Item>()
        let recording = record(workflow, into: log)
        let shared = workflow.onStep { _ in stepOutput(Item("shared"), ()) }
        shared
            .onStep { _, _ in stepOutput(Item("a"), ()) }
            .commit()
        shared
            .asPublisher()
            .fork(workflow)
            .onStep { _, _ in stepOutput(Item("b"), ()) }
            .commit()

        let subscription = workflow.subscribe(Item("root"))

        #expect(log.entries.prefix(2) == ["started 1 on root", "finished 1 on root"])
        #expect(Set(log.entries.dropFirst(2)) == [
            "started 2 on shared", "finished 2 on shared", "started 3 on shared", "finished 3 on shared",
        ])
        #expect(log.entries.count == 6)
        subscription.cancel()
        recording.cancel()
    }

    @Test func aCancelledWorkflowReportsNothingMore() {
        let log = EventLog()
        let workflow = Workflow<Item>()
        let login = PassthroughSubject<(Item, Void), any Error>()
        let recording = record(workflow, into: log)
        workflow
            .onStep { _ in login.eraseToAnyPublisher() }
            .onStep { item, _ in stepOutput(item, ()) }
            .commit()
        let subscription = workflow.subscribe(Item("root"))

        subscription.cancel()
        login.send((Item("late"), ()))

        #expect(log.entries == ["started 1 on root"])
        recording.cancel()
    }

    @Test func eventsCarryTheirWorkflow() {
        var workflows: [AnyObject] = []
        let recording = WorkflowEvents.steps.sink { workflows.append($0.workflow) }
        let first = Workflow<Item>()
        let second = Workflow<Item>()
        for workflow in [first, second] {
            workflow.onStep { root in stepOutput(root, ()) }.commit()
        }

        let subscriptions = [first.subscribe(Item("one")), second.subscribe(Item("two"))]

        #expect(workflows.count == 4)
        #expect(workflows.prefix(2).allSatisfy { $0 === first })
        #expect(workflows.suffix(2).allSatisfy { $0 === second })
        subscriptions.forEach { $0.cancel() }
        recording.cancel()
    }

    // MARK: - Private

    /// Logs the step events of `workflow` as `"<phase> <step> on <item>"`.
    private func record(_ workflow: Workflow<Item>, into log: EventLog) -> AnyCancellable {
        WorkflowEvents.steps
            .filter { $0.workflow === workflow }
            .sink { event in
                let item = (event.actionableItem as? Item)?.name ?? String(describing: type(of: event.actionableItem))
                log.append("\(event.phase) \(event.stepNumber) on \(item)")
            }
    }
}
