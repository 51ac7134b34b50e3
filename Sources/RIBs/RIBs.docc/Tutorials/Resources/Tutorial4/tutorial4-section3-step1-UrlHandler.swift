import Foundation

/// Opens the links given to the app, such as `ribs-training://launchGame?gameId=ticTacToe`.
@MainActor
public protocol UrlHandler: AnyObject {

    /// Starts what `url` asks for, waiting for the login if needed.
    ///
    /// - Throws: ``DeepLinkError`` when the app cannot open `url`; then nothing changed.
    func handle(_ url: URL) throws(DeepLinkError)
}
