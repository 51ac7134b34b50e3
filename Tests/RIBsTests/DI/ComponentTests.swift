import RIBs
import RIBsTesting
import Testing

@MainActor
struct ComponentTests {

    @Test func sharedReturnsTheSameInstanceForOneProperty() {
        let component = StoreComponent(dependency: RootDependencyStub())

        #expect(component.scoreStore === component.scoreStore)
    }

    @Test func sharedCallsTheFactoryOncePerPropertyAndComponent() {
        let component = StoreComponent(dependency: RootDependencyStub())

        _ = component.scoreStore
        _ = component.scoreStore
        _ = component.playerStore
        _ = component.playerStore

        #expect(component.factoryCallCounts == ["scoreStore": 1, "playerStore": 1])
    }

    @Test func eachPropertyHasItsOwnInstance() {
        let component = StoreComponent(dependency: RootDependencyStub())

        #expect(component.scoreStore !== component.playerStore)
    }

    @Test func eachComponentHasItsOwnInstance() {
        let dependency = RootDependencyStub()
        let first = StoreComponent(dependency: dependency)
        let second = StoreComponent(dependency: dependency)

        #expect(first.scoreStore !== second.scoreStore)
    }

    @Test func sharedValuesAreKeptToo() {
        let component = StoreComponent(dependency: RootDependencyStub())

        #expect(component.sessionNumber == 1)
        #expect(component.sessionNumber == 1)
        #expect(component.factoryCallCounts["sessionNumber"] == 1)
    }

    @Test func sharedNilIsKeptAndTheFactoryIsNotCalledAgain() {
        let component = StoreComponent(dependency: RootDependencyStub())

        #expect(component.optionalStore == nil)
        #expect(component.optionalStore == nil)
        #expect(component.factoryCallCounts["optionalStore"] == 1)
    }

    @Test func sharedOptionalInstanceIsCreatedOnce() {
        let component = StoreComponent(dependency: RootDependencyStub())

        let first = component.presentOptionalStore
        let second = component.presentOptionalStore

        #expect(first != nil)
        #expect(first === second)
        #expect(component.factoryCallCounts["presentOptionalStore"] == 1)
    }

    @Test func sharedInstancesLiveAsLongAsTheirComponent() {
        let tracker = DeallocationTracker()
        var component: StoreComponent? = StoreComponent(dependency: RootDependencyStub())
        tracker.track(component?.scoreStore ?? Store())
        #expect(tracker.aliveObjects == ["Store"])

        component = nil

        #expect(tracker.aliveObjects == [])
    }

    @Test func componentKeepsItsDependency() {
        let dependency = RootDependencyStub()
        let component = StoreComponent(dependency: dependency)

        #expect(component.dependency === dependency)
    }
}

private final class Store {}

@MainActor
private protocol RootDependency: Dependency {}

@MainActor
private final class RootDependencyStub: RootDependency {}

@MainActor
private final class StoreComponent: Component<any RootDependency> {

    private(set) var factoryCallCounts: [String: Int] = [:]

    var scoreStore: Store {
        shared { counted("scoreStore", Store()) }
    }

    var playerStore: Store {
        shared { counted("playerStore", Store()) }
    }

    var sessionNumber: Int {
        shared { counted("sessionNumber", (factoryCallCounts["sessionNumber"] ?? 0) + 1) }
    }

    var optionalStore: Store? {
        shared { counted("optionalStore", nil) }
    }

    var presentOptionalStore: Store? {
        shared { counted("presentOptionalStore", Store()) }
    }

    private func counted<Instance>(_ property: String, _ instance: Instance) -> Instance {
        factoryCallCounts[property, default: 0] += 1
        return instance
    }
}
