import RIBs

/// What the measured RIB needs from its parent scope: nothing.
@MainActor
protocol ViewlessDependency: Dependency {}

/// The measured RIB's scope.
final class ViewlessComponent: Component<any ViewlessDependency> {}

/// The scope above the measured RIB; provides nothing.
final class ParentComponent: Component<any EmptyDependency>, ViewlessDependency {

    init() {
        super.init(dependency: EmptyComponent())
    }
}

/// Builds the measured RIB: component, interactor and router, as a generated viewless RIB does.
final class ViewlessBuilder: Builder<any ViewlessDependency> {

    func build() -> ViewlessRouter {
        let component = ViewlessComponent(dependency: dependency)
        let interactor = ViewlessInteractor()
        _ = component
        return ViewlessRouter(interactor: interactor)
    }
}

/// What the router needs of its interactor.
@MainActor
protocol ViewlessInteractable: Interactable {
    var router: ViewlessRouter? { get set }
}

/// A viewless interactor with no logic of its own.
final class ViewlessInteractor: Interactor, ViewlessInteractable {
    weak var router: ViewlessRouter?
}

/// A viewless router with no children of its own.
final class ViewlessRouter: Router<any ViewlessInteractable> {

    override init(interactor: any ViewlessInteractable) {
        super.init(interactor: interactor)
        interactor.router = self
    }
}

/// A launched (active, loaded) parent that the measured RIBs are attached to.
@MainActor
final class LaunchedParent {

    let router: ViewlessRouter
    let childBuilder = ViewlessBuilder(dependency: ParentComponent())

    init() {
        router = ViewlessRouter(interactor: ViewlessInteractor())
        router.interactable.activate()
        router.load()
    }

    /// `count` lives of a viewless RIB, under a parent of their own, leak detection off.
    static func live(_ count: Int) {
        live(count, builtBy: ViewlessBuilder(dependency: ParentComponent()).build)
    }

    /// `count` lives of a RIB `build` makes, under a parent of their own, leak detection off.
    static func live(_ count: Int, builtBy build: () -> some Routing) {
        LeakDetector.instance.isEnabled = false
        let parent = LaunchedParent()
        for _ in 0 ..< count {
            parent.liveOnce(builtBy: build)
        }
        precondition(parent.router.children.isEmpty)
    }

    /// One life of a RIB `build` makes.
    func liveOnce(builtBy build: () -> some Routing) {
        let child = build()
        router.attachChild(child)
        router.detachChild(child)
    }
}
