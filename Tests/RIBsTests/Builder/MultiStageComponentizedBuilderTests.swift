import RIBs
import Testing

@MainActor
struct MultiStageComponentizedBuilderTests {

    @Test func componentIsTheSameWithinOneBuildPass() {
        let builder = StagedBuilder()

        let early = builder.componentForCurrentBuildPass
        let later = builder.componentForCurrentBuildPass
        let built = builder.finalStageBuild(withDynamicDependency: "final")

        #expect(early === later)
        #expect(built.component === early)
        #expect(built.buildDependency == "final")
        #expect(builder.componentBuilderCalls.entries.count == 1)
    }

    @Test func finalStageBuildStartsANewPass() {
        let builder = StagedBuilder()

        let firstPassComponent = builder.componentForCurrentBuildPass
        _ = builder.finalStageBuild(withDynamicDependency: "first")
        let secondPassComponent = builder.componentForCurrentBuildPass

        #expect(firstPassComponent !== secondPassComponent)
        #expect(builder.componentBuilderCalls.entries.count == 2)
    }

    @Test func finalStageBuildAloneMakesItsOwnComponent() {
        let builder = StagedBuilder()

        let first = builder.finalStageBuild(withDynamicDependency: "first")
        let second = builder.finalStageBuild(withDynamicDependency: "second")

        #expect(first.component !== second.component)
        #expect(builder.componentBuilderCalls.entries.count == 2)
    }

    @Test func simpleMultiStageBuilderBehavesTheSame() {
        let builder = SimpleStagedBuilder()

        let early = builder.componentForCurrentBuildPass
        let firstBuild = builder.finalStageBuild()
        let secondBuild = builder.finalStageBuild()

        #expect(firstBuild.component === early)
        #expect(secondBuild.component !== early)
    }
}

@MainActor
private final class StagedBuilder: MultiStageComponentizedBuilder<SimpleComponent, BuiltRIB<SimpleComponent>, String> {

    /// One entry per call of the component builder.
    let componentBuilderCalls: EventLog

    init() {
        let componentBuilderCalls = EventLog()
        self.componentBuilderCalls = componentBuilderCalls
        super.init {
            componentBuilderCalls.append("component")
            return SimpleComponent()
        }
    }

    override func finalStageBuild(with component: SimpleComponent, _ dynamicDependency: String) -> BuiltRIB<SimpleComponent> {
        BuiltRIB(component: component, buildDependency: dynamicDependency)
    }
}

@MainActor
private final class SimpleStagedBuilder: SimpleMultiStageComponentizedBuilder<SimpleComponent, BuiltRIB<SimpleComponent>> {

    init() {
        super.init { SimpleComponent() }
    }

    override func finalStageBuild(with component: SimpleComponent) -> BuiltRIB<SimpleComponent> {
        BuiltRIB(component: component)
    }
}
