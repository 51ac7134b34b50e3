/// The base protocol of a dependency: what a RIB needs from its parent scope.
///
/// A RIB declares its needs as a protocol refining ``Dependency``; the parent's ``Component``
/// conforms to it, usually in a `ParentComponent+Child.swift` extension.
@MainActor
public protocol Dependency: AnyObject {}

/// The dependency of a RIB that needs nothing from its parent, typically the root.
@MainActor
public protocol EmptyDependency: Dependency {}
