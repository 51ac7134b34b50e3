import RIBs

/// What the LoggedOut interactor asks of its router: nothing, LoggedOut has no children.
@MainActor
protocol LoggedOutRouting: ViewableRouting {}

/// What the LoggedOut interactor asks of its view.
@MainActor
protocol LoggedOutPresentable: Presentable {
    var listener: LoggedOutPresentableListener? { get set }
    /// What is typed in the name fields now.
    var typedNames: TypedNames { get }
    /// Shows names typed in an earlier run in the name fields.
    func show(typedNames: TypedNames)
}

/// What the players typed in the login form so far.
struct TypedNames: Codable, Sendable, Equatable {
    let player1Name: String
    let player2Name: String
}

/// What LoggedOut tells its parent.
@MainActor
protocol LoggedOutListener: AnyObject {
    func didLogin(withPlayer1Name player1Name: String, player2Name: String)
}

/// The login logic: turns what the players typed into names and reports the login.
///
/// It saves the names typed so far; restored, it shows them again.
final class LoggedOutInteractor: PresentableInteractor<LoggedOutPresentable>, LoggedOutInteractable, LoggedOutPresentableListener, StateRestoring {

    weak var router: LoggedOutRouting?
    weak var listener: LoggedOutListener?

    override init(presenter: LoggedOutPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    // MARK: - LoggedOutPresentableListener

    func login(withPlayer1Name player1Name: String?, player2Name: String?) {
        let player1NameWithDefault = PlayerName.sanitized(player1Name, defaultName: "Player 1")
        let player2NameWithDefault = PlayerName.sanitized(player2Name, defaultName: "Player 2")
        listener?.didLogin(withPlayer1Name: player1NameWithDefault, player2Name: player2NameWithDefault)
    }

    // MARK: - StateRestoring

    var restorableState: TypedNames {
        presenter.typedNames
    }

    func restore(from state: TypedNames) {
        presenter.show(typedNames: state)
    }
}
