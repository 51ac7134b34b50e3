import Foundation
import RIBs
import RIBsInspector
import Testing

/// A workflow's steps in an inspector's timeline.
@MainActor
struct WorkflowStepTimelineTests {

    @Test func stepsJoinTheTimelineUnderTheRoutersOfTheInteractorsTheyActOn() {
        let root = NamedRouter.launched()
        let child = NamedRouter.child()
        root.attachChild(child)
        let inspector = RIBInspector(following: root, clock: ManualClock().inspectorClock)
        let login = PassthroughSubject<(any Interactable, Void), any Error>()
        let workflow = TwoStepWorkflow(firstStep: { _ in login.eraseToAnyPublisher() })

        let subscription = workflow.subscribe(root.interactable)
        #expect(inspector.timeline.events == [
            TimelineEvent(sequence: 1, elapsedMicroseconds: 0, kind: .workflowStepStarted, router: "NamedRouter",
                          workflow: "TwoStepWorkflow", step: 1),
        ])

        login.send((child.interactable, ()))

        #expect(inspector.timeline.events.map { "\($0.kind) \($0.router) \($0.workflow ?? "-") \($0.step ?? 0)" } == [
            "workflowStepStarted NamedRouter TwoStepWorkflow 1",
            "workflowStepFinished NamedRouter TwoStepWorkflow 1",
            "workflowStepStarted ChildRouter TwoStepWorkflow 2",
            "workflowStepFinished ChildRouter TwoStepWorkflow 2",
        ])
        #expect(inspector.timeline.events.map(\.sequence) == [1, 2, 3, 4])
        subscription.cancel()
    }

    @Test func eachStepIsAnUpdateWithTheTree() {
        let root = NamedRouter.launched()
        let inspector = RIBInspector(following: root, clock: ManualClock().inspectorClock)
        var updates: [InspectorUpdate] = []
        let recording = inspector.updates.sink { updates.append($0) }
        let workflow = TwoStepWorkflow(firstStep: { root in
            Just((root, ())).setFailureType(to: (any Error).self).eraseToAnyPublisher()
        })

        let subscription = workflow.subscribe(root.interactable)

        #expect(updates.map(\.event) == inspector.timeline.events)
        #expect(updates.count == 4)
        #expect(updates.allSatisfy { $0.tree == inspector.tree })
        subscription.cancel()
        recording.cancel()
    }

    @Test func stepsOnAnotherTreeAreLeftOut() {
        let inspected = NamedRouter.launched()
        let other = NamedRouter.launched()
        let inspector = RIBInspector(following: inspected, clock: ManualClock().inspectorClock)
        let workflow = TwoStepWorkflow(firstStep: { root in
            Just((root, ())).setFailureType(to: (any Error).self).eraseToAnyPublisher()
        })

        let subscription = workflow.subscribe(other.interactable)

        #expect(inspector.timeline.events.isEmpty)
        subscription.cancel()
    }

    @Test func aStepEventEncodesItsWorkflowAndStep() throws {
        let event = TimelineEvent(sequence: 5, elapsedMicroseconds: 12, kind: .workflowStepStarted, router: "RootRouter",
                                  workflow: "LaunchGameWorkflow", step: 1)
        let message = InspectorMessage.event(InspectorUpdate(event: event, tree: InspectorTreeNode(name: "RootRouter", isActive: true)))

        let json = try #require(String(data: try message.jsonData(), encoding: .utf8))

        #expect(json.contains("""
            "event":{"elapsedMicroseconds":12,"kind":"workflowStepStarted","router":"RootRouter","sequence":5,\
            "step":1,"workflow":"LaunchGameWorkflow"}
            """))
        #expect(try JSONDecoder().decode(InspectorMessage.self, from: Data(json.utf8)) == message)
    }
}

/// A workflow of two steps on interactors: the first as given, the second hands on at once.
@MainActor
private final class TwoStepWorkflow: Workflow<any Interactable> {

    init(firstStep: @escaping (any Interactable) -> AnyPublisher<(any Interactable, Void), any Error>) {
        super.init()
        onStep(firstStep)
            .onStep { item, _ in
                Just((item, ())).setFailureType(to: (any Error).self).eraseToAnyPublisher()
            }
            .commit()
    }
}
