import RIBs

/// What the LoggedOut interactor asks of its router: nothing, LoggedOut has no children.
@MainActor
protocol LoggedOutRouting: ViewableRouting {}

/// What the LoggedOut interactor asks of its view.
@MainActor
protocol LoggedOutPresentable: Presentable {
    var listener: LoggedOutPresentableListener? { get set }
}

/// What LoggedOut tells its parent: nothing so far.
@MainActor
protocol LoggedOutListener: AnyObject {}

/// The login logic.
final class LoggedOutInteractor: PresentableInteractor<LoggedOutPresentable>, LoggedOutInteractable, LoggedOutPresentableListener {

    weak var router: LoggedOutRouting?
    weak var listener: LoggedOutListener?

    override init(presenter: LoggedOutPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }
}
