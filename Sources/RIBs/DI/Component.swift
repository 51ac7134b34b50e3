/// The dependency-injection scope of one RIB.
///
/// A component holds the ``Dependency`` it received from its parent and owns the objects its
/// RIB creates for itself and its children. Children reach those objects through their own
/// dependency protocols, to which this component conforms.
///
/// Objects that must exist once per scope (streams, stores) are vended with ``shared(_:_:)``:
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
    ///   - property: The calling property's name; leave the default.
    ///   - factory: Creates the instance, called at most once per property and component.
    /// - Returns: The instance for the calling property.
    public final func shared<Instance>(_ property: StaticString = #function, _ factory: () -> Instance) -> Instance {
        let key = SharedInstanceKey(property)
        // Unwrap the dictionary's optional before casting: when `Instance` is itself optional,
        // a missing entry would otherwise cast to `Instance` as `nil`, and a `nil` instance
        // stored without boxing would remove the entry.
        if let stored = sharedInstances[key], let instance = stored as? Instance {
            return instance
        }
        let instance = factory()
        sharedInstances[key] = instance as Any
        return instance
    }

    // MARK: - Private

    private var sharedInstances: [SharedInstanceKey: Any] = [:]
}

/// The component of a RIB whose parent provides nothing, typically the root's parent.
@MainActor
open class EmptyComponent: EmptyDependency {

    /// Creates an empty component.
    public init() {}
}
