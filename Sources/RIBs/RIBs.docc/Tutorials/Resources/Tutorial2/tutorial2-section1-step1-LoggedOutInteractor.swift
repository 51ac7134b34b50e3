import RIBs

/// What the LoggedOut interactor asks of its router: nothing, LoggedOut has no children.
@MainActor
protocol LoggedOutRouting: ViewableRouting {}

/// What the LoggedOut interactor asks of its view.
@MainActor
protocol LoggedOutPresentable: Presentable {
    var listener: LoggedOutPresentableListener? { get set }
}

/// What LoggedOut tells its parent.
@MainActor
protocol LoggedOutListener: AnyObject {
    func didLogin(withPlayer1Name player1Name: String, player2Name: String)
}

/// The login logic: turns what the players typed into names.
final class LoggedOutInteractor: PresentableInteractor<LoggedOutPresentable>, LoggedOutInteractable, LoggedOutPresentableListener {

    weak var router: LoggedOutRouting?
    weak var listener: LoggedOutListener?

    override init(presenter: LoggedOutPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    // MARK: - LoggedOutPresentableListener

    func login(withPlayer1Name player1Name: String?, player2Name: String?) {
        let player1NameWithDefault = playerName(player1Name, withDefaultName: "Player 1")
        let player2NameWithDefault = playerName(player2Name, withDefaultName: "Player 2")
        print("\(player1NameWithDefault) vs \(player2NameWithDefault)")
    }

    // MARK: - Private

    private func playerName(_ name: String?, withDefaultName defaultName: String) -> String {
        if let name, !name.isEmpty {
            return name
        }
        return defaultName
    }
}
