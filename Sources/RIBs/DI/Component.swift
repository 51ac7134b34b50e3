/// The dependency-injection scope of one RIB.
///
/// A component holds the ``Dependency`` it received from its parent and owns the objects its
/// RIB creates for itself and its children. Children reach those objects through their own
/// dependency protocols, to which this component conforms.
///
/// Objects that must exist once per scope (streams, stores) are vended with `shared { }`, spelt `shared(__function:_:)` as in RIBs iOS:
///
/// ```swift
/// var mutableScoreStream: any MutableScoreStream {
///     shared { ScoreStreamImpl() }
/// }
/// ```
@MainActor
open class Component<DependencyType>: Dependency {

    /// The dependency this component received from its parent scope.
    public let dependency: DependencyType

    /// Creates a component for a RIB whose parent provides `dependency`.
    ///
    /// - Parameter dependency: The parent scope's dependency, usually the parent's component.
    public init(dependency: DependencyType) {
        self.dependency = dependency
    }

    /// Returns the one instance of a property for this component, creating it on first use.
    ///
    /// The instance is keyed by the calling property's name, so each property that calls
    /// `shared` has its own instance, kept for as long as this component lives. Another
    /// component, even of the same class, gets its own.
    ///
    /// - Parameters:
    ///   - __function: The calling property's name; leave the default. (RIBs iOS's label.)
    ///   - factory: Creates the instance, called at most once per property and component.
    /// - Returns: The instance for the calling property.
    /// - Note: Inlinable so that the read of an existing instance, which every builder does, is
    ///   specialized for the property's type: a few compares of addresses, no hashing, no
    ///   dynamic cast, no allocation (see `Benchmarks/` and docs/performance.md).
    @inlinable
    public final func shared<Instance>(__function: StaticString = #function, _ factory: () -> Instance) -> Instance {
        let key = SharedInstanceKey(__function)
        if let instance = sharedInstances.instance(of: Instance.self, forLiteralOf: key) {
            return instance
        }
        if let instance = sharedInstances.instance(of: Instance.self, forNameOf: key) {
            return instance
        }
        // Outside any access to `sharedInstances`: the factory may read other shared instances.
        let instance = factory()
        sharedInstances.insert(instance, for: key)
        return instance
    }

    // MARK: - Internal

    /// The instances vended by `shared(__function:_:)`.
    @usableFromInline
    final var sharedInstances = SharedInstances()
}

/// The component of a RIB whose parent provides nothing, typically the root's parent.
@MainActor
open class EmptyComponent: EmptyDependency {

    /// Creates an empty component.
    public init() {}
}
