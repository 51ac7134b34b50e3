import RIBs

/// What the OffGame interactor asks of its router: nothing, OffGame has no children.
@MainActor
protocol OffGameRouting: ViewableRouting {}

/// What the OffGame interactor asks of its view.
@MainActor
protocol OffGamePresentable: Presentable {
    var listener: OffGamePresentableListener? { get set }
}

/// What OffGame tells its parent.
@MainActor
protocol OffGameListener: AnyObject {
    func startTicTacToe()
}

/// The start screen's logic: starts games.
final class OffGameInteractor: PresentableInteractor<OffGamePresentable>, OffGameInteractable, OffGamePresentableListener {

    weak var router: OffGameRouting?
    weak var listener: OffGameListener?

    override init(presenter: OffGamePresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    // MARK: - OffGamePresentableListener

    func startTicTacToe() {
        listener?.startTicTacToe()
    }
}
