import RIBs
import RIBsTesting
import Testing

/// Code written for RIBs iOS compiles and behaves here: each test uses the RIBs iOS spelling.
@MainActor
struct RIBsIOSSpellingTests {

    @Test func simpleComponentizedBuilderSubclassesOverrideBuildWithComponent() {
        let builder = SalutationBuilder()

        let first = builder.build()
        let second = builder.build()

        #expect(first.greeting == "hello")
        #expect(first.component !== second.component)
    }

    @Test func simpleMultiStageBuilderSubclassesOverrideFinalStageBuildWithComponent() {
        let builder = StagedSalutationBuilder()
        let earlyComponent = builder.componentForCurrentBuildPass

        let built = builder.finalStageBuild()

        #expect(built.component === earlyComponent)
        #expect(built.greeting == "hello")
        #expect(builder.finalStageBuild().component !== earlyComponent)
    }

    @Test func sharedAcceptsTheFunctionLabel() {
        let component = LabelledComponent()

        #expect(component.store === component.store)
        #expect(component.store !== component.otherStore)
        // The same explicit name, from two properties, is one instance, as in RIBs iOS.
        #expect(component.aliasOfStore === component.store)
    }

    @Test func aSubscriptionDisposedWithAWorkflowEndsWithTheWorkflowsSubscription() {
        let workflow = Workflow<Int>()
        let bound = CancellableSpy()
        let misspelt = CancellableSpy()
        let twin = CancellableSpy()
        let subscription = workflow
            .onStep { value in Just((value, ())).setFailureType(to: (any Error).self).eraseToAnyPublisher() }
            .commit()
            .subscribe(1)

        bound.disposeWith(workflow: workflow)
        misspelt.disposeWith(worflow: workflow)
        twin.cancelWith(workflow: workflow)
        #expect([bound, misspelt, twin].map(\.cancelCount) == [0, 0, 0])

        subscription.cancel()
        #expect([bound, misspelt, twin].map(\.cancelCount) == [1, 1, 1])

        let late = CancellableSpy()
        late.cancelWith(workflow: workflow)
        #expect(late.cancelCount == 1)
    }

    @Test func removeElementByReferenceRemovesTheFirstIdenticalObjectOnly() {
        let first = Box(1)
        let equalButOther = Box(1)
        var boxes = [first, equalButOther, first]

        boxes.removeElementByReference(first)
        #expect(boxes.count == 2 && boxes[0] === equalButOther && boxes[1] === first)

        boxes.removeElementByReference(Box(2))
        #expect(boxes.count == 2)

        var routers: [any Routing] = [RecordingRouter(name: "a"), RecordingRouter(name: "b")]
        let second = routers[1]
        routers.removeElementByReference(routers[0])
        #expect(routers.count == 1 && routers[0] === second)
    }

    @Test func aPresentableInteractorExpectsItsPresenterGoneWithinOneSecondAsRIBsIOS() {
        LeakDetectorRecording.record { recording in
            let presenter = ViewControllableMock()
            do {
                _ = PresentableInteractor(presenter: presenter)
            }

            #expect(recording.expectations.count == 1)
            #expect(recording.expectations.first?.isAbout(presenter) == true)
            #expect(recording.expectations.first?.time == .seconds(1))
            recording.scheduler.advance(by: .seconds(1))
            #expect(recording.reports.map(\.objectType) == ["ViewControllableMock"])
        }
    }
}

// MARK: - RIBs iOS-style types

@MainActor
private final class SalutationComponent {
    let greeting = "hello"
}

@MainActor
private struct Salutation {
    let component: SalutationComponent
    let greeting: String
}

/// As a RIBs iOS `SimpleComponentizedBuilder` subclass is written.
@MainActor
private final class SalutationBuilder: SimpleComponentizedBuilder<SalutationComponent, Salutation> {

    init() {
        super.init(componentBuilder: { SalutationComponent() })
    }

    override func build(with component: SalutationComponent) -> Salutation {
        Salutation(component: component, greeting: component.greeting)
    }
}

/// As a RIBs iOS `SimpleMultiStageComponentizedBuilder` subclass is written.
@MainActor
private final class StagedSalutationBuilder: SimpleMultiStageComponentizedBuilder<SalutationComponent, Salutation> {

    init() {
        super.init(componentBuilder: { SalutationComponent() })
    }

    override func finalStageBuild(with component: SalutationComponent) -> Salutation {
        Salutation(component: component, greeting: component.greeting)
    }
}

@MainActor
private final class Store {}

private final class LabelledComponent: Component<EmptyComponent> {

    init() {
        super.init(dependency: EmptyComponent())
    }

    var store: Store {
        shared(__function: "store") { Store() }
    }

    var otherStore: Store {
        shared(__function: #function) { Store() }
    }

    var aliasOfStore: Store {
        shared(__function: "store") { Store() }
    }
}

private final class Box {
    let value: Int

    init(_ value: Int) {
        self.value = value
    }
}
