import RIBs

/// What the TreeNode interactor asks of its router: nothing, the benchmark drives the router.
@MainActor
protocol TreeNodeRouting: Routing {

    /// Builds a child TreeNode RIB, attaches it and returns its router.
    func attachNewChild() -> any TreeNodeRouting
}

/// The TreeNode interactor: no logic of its own.
final class TreeNodeInteractor: Interactor, TreeNodeInteractable {

    weak var router: (any TreeNodeRouting)?
}
