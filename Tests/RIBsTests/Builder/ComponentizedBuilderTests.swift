import RIBs
import Testing

@MainActor
struct ComponentizedBuilderTests {

    @Test func builderKeepsItsDependency() {
        let dependency = EmptyComponent()
        let builder = Builder(dependency: dependency)

        #expect(builder.dependency === dependency)
    }

    @Test func eachBuildGetsANewComponent() {
        let builder = GreetingBuilder()

        let first: (component: GreetingComponent, router: BuiltRIB<GreetingComponent>) =
            builder.build(withDynamicBuildDependency: "hello", dynamicComponentDependency: 1)
        let second: (component: GreetingComponent, router: BuiltRIB<GreetingComponent>) =
            builder.build(withDynamicBuildDependency: "hello", dynamicComponentDependency: 1)

        #expect(first.component !== second.component)
        #expect(builder.componentBuilderCalls.entries == ["component 1", "component 1"])
    }

    @Test func dynamicDependenciesReachTheComponentAndTheBuild() {
        let builder = GreetingBuilder()

        let built: (component: GreetingComponent, router: BuiltRIB<GreetingComponent>) =
            builder.build(withDynamicBuildDependency: "hello", dynamicComponentDependency: 7)

        #expect(built.component.number == 7)
        #expect(built.router.component === built.component)
        #expect(built.router.buildDependency == "hello")
    }

    @Test func buildReturningTheRouterOnlyUsesANewComponentToo() {
        let builder = GreetingBuilder()

        let first: BuiltRIB<GreetingComponent> = builder.build(withDynamicBuildDependency: "a", dynamicComponentDependency: 1)
        let second: BuiltRIB<GreetingComponent> = builder.build(withDynamicBuildDependency: "b", dynamicComponentDependency: 2)

        #expect(first.component !== second.component)
        #expect([first.component.number, second.component.number] == [1, 2])
    }

    @Test func simpleBuilderMakesANewComponentPerBuild() {
        let builder = SimpleRIBBuilder()

        let first = builder.build()
        let second = builder.build()

        #expect(first.component !== second.component)
    }
}

/// What the test builders build: records the component and dynamic dependency it was built with.
@MainActor
final class BuiltRIB<Component: AnyObject> {

    let component: Component
    let buildDependency: String

    init(component: Component, buildDependency: String = "") {
        self.component = component
        self.buildDependency = buildDependency
    }
}

@MainActor
final class GreetingComponent {

    let number: Int

    init(number: Int) {
        self.number = number
    }
}

@MainActor
private final class GreetingBuilder: ComponentizedBuilder<GreetingComponent, BuiltRIB<GreetingComponent>, String, Int> {

    /// One entry per call of the component builder.
    let componentBuilderCalls: EventLog

    init() {
        let componentBuilderCalls = EventLog()
        self.componentBuilderCalls = componentBuilderCalls
        super.init { number in
            componentBuilderCalls.append("component \(number)")
            return GreetingComponent(number: number)
        }
    }

    override func build(with component: GreetingComponent, _ dynamicBuildDependency: String) -> BuiltRIB<GreetingComponent> {
        BuiltRIB(component: component, buildDependency: dynamicBuildDependency)
    }
}

@MainActor
final class SimpleComponent {}

@MainActor
private final class SimpleRIBBuilder: SimpleComponentizedBuilder<SimpleComponent, BuiltRIB<SimpleComponent>> {

    init() {
        super.init { SimpleComponent() }
    }

    override func build(with component: SimpleComponent) -> BuiltRIB<SimpleComponent> {
        BuiltRIB(component: component)
    }
}
