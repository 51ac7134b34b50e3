import Foundation
import RIBs
import ScreenKit

/// An app launched into a session's window: its name, its RIB tree, how it opens the links
/// that pages are given in their address (see ``LinkHandler``) and how it saves itself.
///
/// The registry makes one per session from the app's `AppDescriptor`, with
/// ``init(launching:in:restoring:actionObserver:)``: every app is launched, restored, saved and
/// handed links there, and nowhere else. The session keeps it until it is released.
@MainActor
struct LaunchedApp {

    /// The app's name, as its terminal binary knows it: the header of the trace a page
    /// downloads gives it, for that binary's `--replay` to check.
    let name: String

    /// The root of the app's RIB tree, already launched into the session's window.
    let launchRouter: any LaunchRouting

    /// Opens the links the page hands over; `nil` for an app that opens none, whose pages are
    /// told so.
    let linkHandler: LinkHandler?

    /// Captures the app's RIB tree to save it, for a server with a ``SessionStore``.
    let saveState: StateSaver

    /// Why the saved state the app was launched from was not wholly restored, one sentence
    /// each; empty when it was, or when there was none.
    let restoreProblems: [String]

    /// Whether the saved state was restored in part: it was read, and the RIBs whose state (or
    /// a field of it) no longer fits start afresh while the rest is as saved; `false` when it
    /// could not be read at all, and the tree starts afresh whole.
    let isRestoredInPart: Bool

    /// Hears each action a page performed, after the window took it: where an app counts what
    /// its users do; `nil` for an app that does not.
    let actionObserver: ActionObserver?

    /// Builds a new tree of `app` and launches it into `window`, from `savedState` if given.
    ///
    /// The saved state is read with the app's version and migration
    /// (`AppDescriptor.readSavedState(_:)`); a state that cannot be read, or RIBs whose state
    /// no longer fits, start fresh, and ``restoreProblems`` says why. The tree saves itself with
    /// `AppDescriptor.save(_:)`, and a link a page hands over goes to `AppTree.openLink`: an
    /// error it throws becomes a ``LinkRefusal`` with the error's description.
    ///
    /// - Parameters:
    ///   - app: The app to launch.
    ///   - window: The session's window.
    ///   - savedState: What the session saved in an earlier run, or `nil` for a new session.
    ///   - actionObserver: Hears each action a page performed.
    init(launching app: AppDescriptor, in window: Window, restoring savedState: Data?, actionObserver: ActionObserver?) {
        var problems: [String] = []
        var savedTree: SavedTree?
        if let savedState {
            do {
                savedTree = try app.readSavedState(savedState)
            } catch {
                problems.append(error.description)
            }
        }
        let tree = app.build()
        problems += tree.launch(in: window, restoring: savedTree).map(\.description)
        name = app.name
        launchRouter = tree.launchRouter
        // The session opens the link inside a batch of the window's updates itself.
        if let openLink = tree.openLink {
            linkHandler = { link throws(LinkRefusal) in
                do {
                    try openLink(link)
                } catch {
                    throw LinkRefusal(message: String(describing: error))
                }
            }
        } else {
            linkHandler = nil
        }
        saveState = {
            // Written here, in one pass over the live tree: cheaper than a capture of values
            // written out later.
            let saved = Result { () throws(SavedTreeError) in try app.save(tree) }
            return { try saved.get() }
        }
        restoreProblems = problems
        isRestoredInPart = savedTree != nil && !problems.isEmpty
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
/// writing those (RIBs' `SavedTree.encoded(saving:)`, as `AppDescriptor.save(_:)` does).
typealias StateSaver = @MainActor () -> StateWriter

/// Writes a capture of an app's RIB tree (see ``StateSaver``) as bytes its launch function can
/// restore from; the same capture always gives the same bytes. Runs on any thread.
typealias StateWriter = @Sendable () throws -> Data

/// Opens a link in a session's RIB tree, such as `notes://open?note=42` from a shared page
/// address: starts what the link asks for (a workflow, say).
///
/// The session calls it inside its window's ``ScreenKit/Window/performBatchUpdates(_:)``,
/// with the link as the page read it: any text, up to the size of a message.
///
/// - Throws: ``LinkRefusal`` saying why, when the app cannot open the link; then nothing
///   changed.
typealias LinkHandler = @MainActor (_ link: String) throws(LinkRefusal) -> Void

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
