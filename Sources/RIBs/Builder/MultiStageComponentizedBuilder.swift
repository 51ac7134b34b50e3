/// A builder whose component exists before the build ends, so that several stages can use it.
///
/// Earlier stages read ``componentForCurrentBuildPass`` (for example to build children or
/// workers ahead of time); ``finalStageBuild(withDynamicDependency:)`` ends the pass, and the
/// next pass starts with a new component. Subclasses override ``finalStageBuild(with:_:)``.
@MainActor
open class MultiStageComponentizedBuilder<Component, Router, DynamicBuildDependency>: Buildable {

    /// The component of the current build pass, created on first use in the pass.
    public final var componentForCurrentBuildPass: Component {
        if let currentPassComponent {
            return currentPassComponent
        }
        let component = componentBuilder()
        freshComponentCheck.check(component, builder: self)
        currentPassComponent = component
        return component
    }

    /// Creates a builder.
    ///
    /// - Parameter componentBuilder: Makes the component of each build pass; it must not
    ///   return the same instance twice (checked in debug builds).
    public init(componentBuilder: @escaping () -> Component) {
        self.componentBuilder = componentBuilder
    }

    /// Ends the current build pass: builds the RIB from the pass's component.
    ///
    /// - Parameter dynamicDependency: The dynamic dependency of the build.
    /// - Returns: The new RIB's router.
    public final func finalStageBuild(withDynamicDependency dynamicDependency: DynamicBuildDependency) -> Router {
        let router = finalStageBuild(with: componentForCurrentBuildPass, dynamicDependency)
        currentPassComponent = nil
        return router
    }

    /// Builds the RIB from the pass's `component`. Subclasses must override it.
    ///
    /// - Parameters:
    ///   - component: The component of the current build pass.
    ///   - dynamicDependency: The dynamic dependency of the build.
    /// - Returns: The new RIB's router.
    open func finalStageBuild(with component: Component, _ dynamicDependency: DynamicBuildDependency) -> Router {
        preconditionFailure("\(type(of: self)) must override finalStageBuild(with:_:).")
    }

    // MARK: - Private

    private let componentBuilder: () -> Component
    private var currentPassComponent: Component?
    private var freshComponentCheck = FreshComponentCheck()
}

/// A ``MultiStageComponentizedBuilder`` without a dynamic dependency.
@MainActor
open class SimpleMultiStageComponentizedBuilder<Component, Router>: MultiStageComponentizedBuilder<Component, Router, Void> {

    /// Ends the current build pass: builds the RIB from the pass's component.
    ///
    /// - Returns: The new RIB's router.
    public final func finalStageBuild() -> Router {
        finalStageBuild(withDynamicDependency: ())
    }

    /// Calls ``finalStageBuild(with:)``: subclasses override that one, as in RIBs iOS.
    ///
    /// - Parameters:
    ///   - component: The component of the current build pass.
    ///   - dynamicDependency: Nothing.
    /// - Returns: The new RIB's router.
    public final override func finalStageBuild(with component: Component, _ dynamicDependency: Void) -> Router {
        finalStageBuild(with: component)
    }

    /// Builds the RIB from the pass's `component`. Subclasses must override it.
    ///
    /// - Parameter component: The component of the current build pass.
    /// - Returns: The new RIB's router.
    open func finalStageBuild(with component: Component) -> Router {
        preconditionFailure("\(type(of: self)) must override finalStageBuild(with:).")
    }
}
