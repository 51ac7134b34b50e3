import RIBs

/// What the Root interactor asks of its router.
@MainActor
protocol RootRouting: ViewableRouting {
    func routeToWelcome()
    func routeAwayFromWelcome()
}

/// What the Root interactor asks of its view.
@MainActor
protocol RootPresentable: Presentable {
    var listener: (any RootPresentableListener)? { get set }
}

/// The Root RIB's business logic: opens and closes Welcome.
final class RootInteractor: PresentableInteractor<any RootPresentable>, RootInteractable, RootPresentableListener {

    weak var router: (any RootRouting)?

    override init(presenter: any RootPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    // MARK: - RootPresentableListener

    func openWelcome() {
        router?.routeToWelcome()
    }

    // MARK: - WelcomeListener

    func welcomeDidClose() {
        router?.routeAwayFromWelcome()
    }
}
