import RIBs

/// A component of this framework vending the same stream with `shared { }`.
final class BenchmarkComponent: Component<any EmptyDependency> {

    /// The stream, one per component.
    var sharedStream: any SharedStream {
        shared { SharedStreamImpl() }
    }

    init() {
        super.init(dependency: EmptyComponent())
    }
}
