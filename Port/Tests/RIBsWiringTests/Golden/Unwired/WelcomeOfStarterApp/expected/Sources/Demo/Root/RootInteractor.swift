import RIBs

/// What the Root interactor asks of its router.
@MainActor
protocol RootRouting: ViewableRouting {}

/// What the Root interactor asks of its view.
@MainActor
protocol RootPresentable: Presentable {
    var listener: (any RootPresentableListener)? { get set }
}

/// The Root RIB's business logic.
final class RootInteractor: PresentableInteractor<any RootPresentable>, RootInteractable, RootPresentableListener {

    weak var router: (any RootRouting)?

    override init(presenter: any RootPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }
}
