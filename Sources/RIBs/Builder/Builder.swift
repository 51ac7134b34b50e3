/// The base protocol of every builder; a RIB's `...Buildable` protocol refines it.
@MainActor
public protocol Buildable: AnyObject {}

/// A builder: creates a RIB (its component, interactor, view controller and router).
///
/// Static dependencies arrive with `dependency` at init; dynamic ones, known only when the
/// RIB is built (a listener, player names), are parameters of the RIB's `build` method.
@MainActor
open class Builder<DependencyType>: Buildable {

    /// The dependency this builder's RIBs receive from the parent scope.
    public let dependency: DependencyType

    /// Creates a builder whose RIBs depend on `dependency`.
    ///
    /// - Parameter dependency: The parent scope's dependency, usually the parent's component.
    public init(dependency: DependencyType) {
        self.dependency = dependency
    }
}
