/// A builder that makes a fresh component for each build and hands it to ``build(with:_:)``.
///
/// Use it when the component needs a dynamic dependency of its own
/// (`DynamicComponentDependency`) and the build needs another (`DynamicBuildDependency`).
/// Subclasses override ``build(with:_:)``.
@MainActor
open class ComponentizedBuilder<Component, Router, DynamicBuildDependency, DynamicComponentDependency>: Buildable {

    /// Creates a builder.
    ///
    /// - Parameter componentBuilder: Makes a new component for each build; it must not return
    ///   the same instance twice (checked in debug builds).
    public init(componentBuilder: @escaping (DynamicComponentDependency) -> Component) {
        self.componentBuilder = componentBuilder
    }

    /// Builds a RIB with a new component.
    ///
    /// - Parameters:
    ///   - dynamicBuildDependency: The dynamic dependency of the build.
    ///   - dynamicComponentDependency: The dynamic dependency of the new component.
    /// - Returns: The new RIB's router.
    public final func build(withDynamicBuildDependency dynamicBuildDependency: DynamicBuildDependency,
                            dynamicComponentDependency: DynamicComponentDependency) -> Router {
        build(withDynamicBuildDependency: dynamicBuildDependency,
              dynamicComponentDependency: dynamicComponentDependency).router
    }

    /// Builds a RIB with a new component and returns both.
    ///
    /// - Parameters:
    ///   - dynamicBuildDependency: The dynamic dependency of the build.
    ///   - dynamicComponentDependency: The dynamic dependency of the new component.
    /// - Returns: The new component and the new RIB's router.
    public final func build(withDynamicBuildDependency dynamicBuildDependency: DynamicBuildDependency,
                            dynamicComponentDependency: DynamicComponentDependency) -> (component: Component, router: Router) {
        let component = componentBuilder(dynamicComponentDependency)
        freshComponentCheck.check(component, builder: self)
        return (component, build(with: component, dynamicBuildDependency))
    }

    /// Builds the RIB from `component`. Subclasses must override it.
    ///
    /// - Parameters:
    ///   - component: The component made for this build.
    ///   - dynamicBuildDependency: The dynamic dependency of the build.
    /// - Returns: The new RIB's router.
    open func build(with component: Component, _ dynamicBuildDependency: DynamicBuildDependency) -> Router {
        preconditionFailure("\(type(of: self)) must override build(with:_:).")
    }

    // MARK: - Private

    private let componentBuilder: (DynamicComponentDependency) -> Component
    private var freshComponentCheck = FreshComponentCheck()
}

/// A ``ComponentizedBuilder`` without dynamic dependencies.
@MainActor
open class SimpleComponentizedBuilder<Component, Router>: ComponentizedBuilder<Component, Router, Void, Void> {

    /// Creates a builder.
    ///
    /// - Parameter componentBuilder: Makes a new component for each build.
    public init(componentBuilder: @escaping () -> Component) {
        super.init(componentBuilder: { _ in componentBuilder() })
    }

    /// Builds a RIB with a new component.
    ///
    /// - Returns: The new RIB's router.
    public final func build() -> Router {
        build(withDynamicBuildDependency: (), dynamicComponentDependency: ())
    }

    /// Calls ``build(with:)``: subclasses override that one, as in RIBs iOS.
    ///
    /// - Parameters:
    ///   - component: The component made for this build.
    ///   - dynamicBuildDependency: Nothing.
    /// - Returns: The new RIB's router.
    public final override func build(with component: Component, _ dynamicBuildDependency: Void) -> Router {
        build(with: component)
    }

    /// Builds the RIB from `component`. Subclasses must override it.
    ///
    /// - Parameter component: The component made for this build.
    /// - Returns: The new RIB's router.
    open func build(with component: Component) -> Router {
        preconditionFailure("\(type(of: self)) must override build(with:).")
    }
}
