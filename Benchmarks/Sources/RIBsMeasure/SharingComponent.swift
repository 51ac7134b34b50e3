import RIBs

/// A scope that builds one instance of what it shares, however often it is read.
final class SharingComponent: Component<any EmptyDependency> {

    /// The shared instance.
    var stream: CurrentValueSubject<Int, Never> {
        shared { CurrentValueSubject(0) }
    }

    init() {
        super.init(dependency: EmptyComponent())
    }
}
