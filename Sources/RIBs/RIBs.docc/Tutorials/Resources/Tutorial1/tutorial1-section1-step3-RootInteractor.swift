import RIBs

/// What the Root interactor asks of its router: nothing yet.
@MainActor
protocol RootRouting: ViewableRouting {}

/// What the Root interactor asks of its view.
@MainActor
protocol RootPresentable: Presentable {
    var listener: RootPresentableListener? { get set }
}

/// What the Root RIB tells its parent: nothing, it has none.
@MainActor
protocol RootListener: AnyObject {}

/// The Root RIB's logic.
final class RootInteractor: PresentableInteractor<RootPresentable>, RootInteractable, RootPresentableListener {

    weak var router: RootRouting?
    weak var listener: RootListener?

    override init(presenter: RootPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }
}
