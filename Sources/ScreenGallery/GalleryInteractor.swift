import RIBs

/// What the Gallery interactor asks of its router: nothing, as it has no children.
@MainActor
protocol GalleryRouting: ViewableRouting {}

/// What the Gallery interactor asks of its view.
@MainActor
protocol GalleryPresentable: Presentable {
    var listener: (any GalleryPresentableListener)? { get set }
    func show(_ state: GalleryState)
}

/// The Gallery's business logic: keeps the errands, settings and dots, and decides what may be
/// done with them.
final class GalleryInteractor: PresentableInteractor<any GalleryPresentable>, GalleryInteractable, GalleryPresentableListener {

    weak var router: (any GalleryRouting)?

    override init(presenter: any GalleryPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        presenter.show(state)
    }

    // MARK: - GalleryPresentableListener

    func addErrand(titled title: String) {
        state.addErrand(titled: title)
    }

    func addThousandErrands() {
        state.addManyErrands(1_000)
    }

    func setErrand(_ id: Int, isDone: Bool) {
        state.setErrand(id, isDone: isDone)
    }

    func removeErrand(_ id: Int) {
        state.removeErrand(id)
    }

    func clearDone() {
        state.clearDone()
    }

    func setHidesDone(_ hidesDone: Bool) {
        state.hidesDone = hidesDone
    }

    func sort(by order: GalleryState.SortOrder) {
        state.sortOrder = order
    }

    func placeDot(row: Int, column: Int) {
        state.placeDot(row: row, column: column)
    }

    // MARK: - Private

    private var state = GalleryState() {
        didSet {
            presenter.show(state)
        }
    }
}
