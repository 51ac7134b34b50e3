import RIBs

/// A launched (active, loaded) parent that the measured RIBs are attached to, leak detection
/// off. Its component provides what each measured RIB's dependency asks for, its interactor
/// listens to each (`LaunchedParent+<Child>.swift`).
@MainActor
final class LaunchedParent {

    let component = ParentComponent()
    let interactor = ParentInteractor()
    let router: Router<ParentInteractor>

    init() {
        LeakDetector.instance.isEnabled = false
        router = Router(interactor: interactor)
        // As a launch router launches: the tree is traced when a tracer is set.
        router.activateAndLoad(restoring: nil)
    }

    /// `count` lives of a Viewless RIB under a parent of their own.
    static func liveViewless(_ count: Int) {
        let parent = LaunchedParent()
        let builder = ViewlessBuilder(dependency: parent.component)
        parent.live(count) { builder.build(withListener: parent.interactor) }
    }

    /// `count` lives (build, attach, detach, deallocate) of a RIB `build` makes.
    func live(_ count: Int, builtBy build: () -> any Routing) {
        for _ in 0 ..< count {
            let child = build()
            router.attachChild(child)
            router.detachChild(child)
        }
        precondition(router.children.isEmpty)
    }
}

/// The parent's scope: provides the view controller it lends its viewless children.
final class ParentComponent: Component<any EmptyDependency> {

    let parentViewController = ParentViewController()

    init() {
        super.init(dependency: EmptyComponent())
    }
}

/// The parent's business logic: none; it hears nothing from its children.
final class ParentInteractor: Interactor {}

/// The view controller the parent lends its viewless children; it shows nothing.
final class ParentViewController: ViewControllable {

    func present(viewController: any ViewControllable) {}

    func dismiss(viewController: any ViewControllable) {}
}
