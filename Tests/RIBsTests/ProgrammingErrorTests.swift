import RIBs
import Testing

// Each test runs its body in a child process (a Swift Testing exit test, Swift 6.2 and later)
// and expects that process to crash.
#if compiler(>=6.2)

/// Type errors the compiler cannot catch, checked at run time in every build.
@MainActor
struct RuntimeTypeCheckTests {

    @Test func routerWhoseInteractorIsNotInteractableCrashes() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            _ = Router(interactor: NotARIBObject())
        }
    }

    @Test func viewableRouterWhoseViewControllerIsNotViewControllableCrashes() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            _ = ViewableRouter(interactor: RecordingInteractor(), viewController: NotARIBObject())
        }
    }

    @Test func componentizedBuilderWithoutABuildOverrideCrashes() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            let builder = SimpleComponentizedBuilder<SimpleComponent, BuiltRIB<SimpleComponent>> { SimpleComponent() }
            _ = builder.build()
        }
    }
}

/// Neither an interactor nor a view controller.
@MainActor
private final class NotARIBObject {}

// Programming errors are caught by assertions, which exist in debug builds only.
#if DEBUG
@MainActor
struct ProgrammingErrorTests {

    @Test func attachingTheSameChildTwiceCrashes() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            let parent = RecordingRouter(name: "parent")
            let child = RecordingRouter(name: "child")
            parent.attachChild(child)
            parent.attachChild(child)
        }
    }

    /// The control for the test above: the same steps without the second attach.
    @Test func attachingAChildOnceDoesNotCrash() async {
        await #expect(processExitsWith: .success) { @MainActor in
            let parent = RecordingRouter(name: "parent")
            let child = RecordingRouter(name: "child")
            parent.attachChild(child)
        }
    }

    @Test func componentBuilderReturningTheSameComponentTwiceCrashes() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            let builder = ReusingComponentBuilder()
            _ = builder.build()
            _ = builder.build()
        }
    }

    @Test func multiStageComponentBuilderReturningTheSameComponentTwiceCrashes() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            let builder = ReusingMultiStageComponentBuilder()
            _ = builder.finalStageBuild()
            _ = builder.finalStageBuild()
        }
    }

    @Test func subscribingToAWorkflowBeforeCommittingItCrashes() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            let workflow = Workflow<String>()
            _ = workflow.onStep { name in Just((name, 1)).setFailureType(to: (any Error).self).eraseToAnyPublisher() }
            _ = workflow.subscribe("root")
        }
    }
}

/// A builder whose component builder wrongly hands out one component for every build.
@MainActor
private final class ReusingComponentBuilder: SimpleComponentizedBuilder<SimpleComponent, BuiltRIB<SimpleComponent>> {

    init() {
        let component = SimpleComponent()
        super.init { component }
    }

    override func build(with component: SimpleComponent) -> BuiltRIB<SimpleComponent> {
        BuiltRIB(component: component)
    }
}

/// A multi-stage builder whose component builder wrongly hands out one component for every pass.
@MainActor
private final class ReusingMultiStageComponentBuilder: SimpleMultiStageComponentizedBuilder<SimpleComponent, BuiltRIB<SimpleComponent>> {

    init() {
        let component = SimpleComponent()
        super.init { component }
    }

    override func finalStageBuild(with component: SimpleComponent) -> BuiltRIB<SimpleComponent> {
        BuiltRIB(component: component)
    }
}
#endif
#endif
