import RIBs

/// What the TreeNode router needs of its interactor.
@MainActor
protocol TreeNodeInteractable: Interactable {
    var router: (any TreeNodeRouting)? { get set }
}

/// The TreeNode router: attaches children built by its own builder.
final class TreeNodeRouter: Router<any TreeNodeInteractable>, TreeNodeRouting {

    init(interactor: any TreeNodeInteractable, builder: any TreeNodeBuildable) {
        self.builder = builder
        super.init(interactor: interactor)
        interactor.router = self
    }

    func attachNewChild() -> any TreeNodeRouting {
        let child = builder.build()
        attachChild(child)
        return child
    }

    // MARK: - Private

    private let builder: any TreeNodeBuildable
}
