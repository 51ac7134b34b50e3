import Foundation

/// Opens the links given to the app, such as `ribs-training://launchGame?gameId=ticTacToe`.
///
/// The Root interactor is the app's URL handler, as in RIBs tutorial 4; front-ends hand it
/// links through the tree ``TicTacToeApp/descriptor`` builds (`AppTree.open(_:in:)`).
@MainActor
public protocol UrlHandler: AnyObject {

    /// Opens `url`: starts the workflow it asks for, which waits for the login if needed.
    ///
    /// - Parameter url: The link.
    /// - Throws: ``DeepLinkError`` when the app cannot open `url`; then nothing changed.
    func handle(_ url: URL) throws(DeepLinkError)
}
