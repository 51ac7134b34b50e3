import RIBs

/// What a TreeNode RIB needs from its parent scope: nothing.
@MainActor
protocol TreeNodeDependency: Dependency {}

/// The TreeNode scope; it is also the dependency of its children.
final class TreeNodeComponent: Component<any TreeNodeDependency>, TreeNodeDependency {}

// MARK: - Builder

/// Builds the TreeNode RIB.
@MainActor
protocol TreeNodeBuildable: Buildable {
    func build() -> any TreeNodeRouting
}

/// Builds TreeNode RIBs: viewless RIBs that only attach children, to measure how the tree
/// itself scales.
final class TreeNodeBuilder: Builder<any TreeNodeDependency>, TreeNodeBuildable {

    func build() -> any TreeNodeRouting {
        let component = TreeNodeComponent(dependency: dependency)
        let interactor = TreeNodeInteractor()
        return TreeNodeRouter(interactor: interactor, builder: TreeNodeBuilder(dependency: component))
    }
}
