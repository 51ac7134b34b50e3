import Foundation
import RIBs

/// What the Root interactor asks of its router.
@MainActor
protocol RootRouting: ViewableRouting {
    /// Replaces LoggedOut with LoggedIn for these players.
    ///
    /// - Returns: LoggedIn's actionable item, for the workflows waiting for the login.
    func routeToLoggedIn(withPlayer1Name player1Name: String, player2Name: String) -> LoggedInActionableItem
}

/// What the Root interactor asks of its view.
@MainActor
protocol RootPresentable: Presentable {
    var listener: RootPresentableListener? { get set }
}

/// What the Root RIB tells its parent: nothing, it has none.
@MainActor
protocol RootListener: AnyObject {}

/// The Root RIB's logic: sends the players to the game once they have logged in, and opens
/// the links given to the app.
///
/// It saves who logged in, if anyone; restored, it logs them in again.
final class RootInteractor: PresentableInteractor<RootPresentable>, RootInteractable, RootPresentableListener, RootActionableItem, UrlHandler, StateRestoring {

    /// What Root saves: which child is attached, and LoggedIn's dynamic dependencies.
    ///
    /// A saved name that is not a name costs that name alone (RIBs'
    /// `decodeSavedStateField`): the player gets the default name, and the game goes on.
    enum RestorableState: Codable, Sendable, Equatable {
        case loggedOut
        case loggedIn(player1Name: String, player2Name: String)
    }

    weak var router: RootRouting?
    weak var listener: RootListener?

    override init(presenter: RootPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    // MARK: - LoggedOutListener

    func didLogin(withPlayer1Name player1Name: String, player2Name: String) {
        restorableState = .loggedIn(player1Name: player1Name, player2Name: player2Name)
        let loggedInActionableItem = router?.routeToLoggedIn(withPlayer1Name: player1Name, player2Name: player2Name)
        if let loggedInActionableItem {
            loggedInActionableItemSubject.send(loggedInActionableItem)
        }
    }

    // MARK: - UrlHandler

    func handle(_ url: URL) throws(DeepLinkError) {
        let launchGameWorkflow = try LaunchGameWorkflow(url: url)
        launchGameWorkflow
            .subscribe(self)
            .disposeOnDeactivate(interactor: self)
    }

    // MARK: - RootActionableItem

    func waitForLogin() -> AnyPublisher<(LoggedInActionableItem, ()), Error> {
        loggedInActionableItemSubject
            .compactMap { $0 }
            .map { loggedInItem in (loggedInItem, ()) }
            .setFailureType(to: Error.self)
            .eraseToAnyPublisher()
    }

    // MARK: - StateRestoring

    private(set) var restorableState = RestorableState.loggedOut

    func restore(from state: RestorableState) {
        guard case let .loggedIn(player1Name, player2Name) = state else {
            return
        }
        // Names read from a file are cleaned as typed ones are.
        didLogin(withPlayer1Name: PlayerName.sanitized(player1Name, defaultName: "Player 1"),
                 player2Name: PlayerName.sanitized(player2Name, defaultName: "Player 2"))
    }

    // MARK: - Private

    /// LoggedIn's actionable item once the players have logged in; it replays it to the
    /// workflows that come later, as the tutorial's `ReplaySubject` does.
    private let loggedInActionableItemSubject = CurrentValueSubject<LoggedInActionableItem?, Never>(nil)
}

// MARK: - Codable

extension RootInteractor.RestorableState {

    /// Reads what ``RootInteractor/RestorableState`` saved (the encoding Swift writes for it);
    /// a name that does not fit is restored blank, so that the player gets the default name.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard container.allKeys.count == 1, let state = container.allKeys.first else {
            throw DecodingError.dataCorrupted(.init(codingPath: container.codingPath,
                                                    debugDescription: "expected one of loggedOut and loggedIn"))
        }
        switch state {
        case .loggedOut:
            self = .loggedOut
        case .loggedIn:
            let names = try container.nestedContainer(keyedBy: LoggedInCodingKeys.self, forKey: .loggedIn)
            self = .loggedIn(player1Name: try decoder.decodeSavedStateField(String.self, forKey: .player1Name, in: names, fallback: ""),
                             player2Name: try decoder.decodeSavedStateField(String.self, forKey: .player2Name, in: names, fallback: ""))
        }
    }

    // MARK: - Private

    private enum CodingKeys: String, CodingKey {
        case loggedOut
        case loggedIn
    }

    private enum LoggedInCodingKeys: String, CodingKey {
        case player1Name
        case player2Name
    }
}
