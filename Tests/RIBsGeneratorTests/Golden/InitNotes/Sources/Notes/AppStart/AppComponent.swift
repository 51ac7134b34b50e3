import RIBs

/// The scope above the RIB tree: what the whole app shares, such as services made once at
/// launch. Nothing yet.
final class AppComponent: Component<EmptyDependency>, RootDependency {

    init() {
        super.init(dependency: EmptyComponent())
    }
}
