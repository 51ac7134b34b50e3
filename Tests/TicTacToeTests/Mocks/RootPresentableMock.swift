import RIBs
@testable import TicTacToe

/// The root view as its interactor sees it.
@MainActor
final class RootPresentableMock: RootPresentable {

    weak var listener: RootPresentableListener?
}
