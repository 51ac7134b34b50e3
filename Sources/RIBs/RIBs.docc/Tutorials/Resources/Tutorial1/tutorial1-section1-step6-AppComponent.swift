import RIBs

/// The scope above the RIB tree: what the whole app shares. Nothing yet.
final class AppComponent: Component<EmptyDependency>, RootDependency {

    init() {
        super.init(dependency: EmptyComponent())
    }
}
