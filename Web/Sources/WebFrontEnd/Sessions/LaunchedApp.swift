import Foundation
import RIBs
import ScreenKit

/// An app launched into a session's window: its name, its RIB tree, and how it opens the links
/// that pages are given in their address (see ``LinkHandler``).
///
/// The server's launch function returns one per session; the session keeps both until it is
/// released.
@MainActor
public struct LaunchedApp {

    /// The app's name, as its terminal binary knows it: the header of the trace a page
    /// downloads gives it, for that binary's `--replay` to check.
    public let name: String

    /// The root of the app's RIB tree, already launched into the session's window.
    public let launchRouter: any LaunchRouting

    /// Opens the links the page hands over; `nil` for an app that opens none, whose pages are
    /// told so.
    public let linkHandler: LinkHandler?

    /// Captures the app's RIB tree to save it, for a server with a ``SessionStore``; `nil` for an
    /// app whose sessions live in memory only.
    public let saveState: StateSaver?

    /// Why the saved state the app was launched from was not wholly restored, one sentence
    /// each; empty when it was, or when there was none. The page is told its session was not
    /// restored.
    public let restoreProblems: [String]

    /// Hears each action a page performed, after the window took it: where an app counts what
    /// matters to it (an app counts what its users do); `nil` for an app that does not.
    public var actionObserver: ActionObserver?

    /// Creates the launched app.
    ///
    /// - Parameters:
    ///   - name: The app's name, as its terminal binary knows it.
    ///   - launchRouter: The root of the RIB tree, already launched into the session's window.
    ///   - linkHandler: Opens the links the page hands over; `nil` if the app opens none.
    ///   - saveState: Captures the RIB tree to save it; `nil` if the app saves none.
    ///   - restoreProblems: Why a saved state was not wholly restored.
    ///   - actionObserver: Hears each action a page performed.
    public init(name: String, launchRouter: any LaunchRouting, linkHandler: LinkHandler? = nil, saveState: StateSaver? = nil,
                restoreProblems: [String] = [], actionObserver: ActionObserver? = nil) {
        self.name = name
        self.launchRouter = launchRouter
        self.linkHandler = linkHandler
        self.saveState = saveState
        self.restoreProblems = restoreProblems
        self.actionObserver = actionObserver
    }
}

/// Hears an action a page performed in a session's window, once the window took it.
public typealias ActionObserver = @MainActor (UserAction) -> Void

/// Captures an app's RIB tree as it is now, on the main actor, after every change the page
/// makes; returns the ``StateWriter`` that turns the capture into the bytes to keep, which runs
/// off the main actor that every session shares.
///
/// The capture may be values to write out later (RIBs' `SavedTree(saving:)`), or the bytes
/// themselves, when writing them from the live tree costs less than capturing values and
/// writing those (RIBs' `SavedTree.encoded(saving:)`).
public typealias StateSaver = @MainActor () -> StateWriter

/// Writes a capture of an app's RIB tree (see ``StateSaver``) as bytes its launch function can
/// restore from; the same capture always gives the same bytes. Runs on any thread.
public typealias StateWriter = @Sendable () throws -> Data

/// Opens a link in a session's RIB tree, such as `notes://open?note=42` from a shared page
/// address: starts what the link asks for (a workflow, say).
///
/// The session calls it inside its window's ``ScreenKit/Window/performBatchUpdates(_:)``,
/// with the link as the page read it: any text, up to the size of a message.
///
/// - Throws: ``LinkRefusal`` saying why, when the app cannot open the link; then nothing
///   changed.
public typealias LinkHandler = @MainActor (_ link: String) throws(LinkRefusal) -> Void

/// Why an app did not open a link; its ``message`` is shown to the user as it is.
public struct LinkRefusal: Error, Equatable, Sendable, CustomStringConvertible {

    /// A sentence for the user: what is wrong with the link. It must be safe to show as
    /// plain text (the page never reads it as HTML) and short.
    public let message: String

    /// The ``message``, as traces record a refused link.
    public var description: String {
        message
    }

    /// Creates a refusal.
    ///
    /// - Parameter message: A sentence for the user, such as "There is no note 42".
    public init(message: String) {
        self.message = message
    }
}
