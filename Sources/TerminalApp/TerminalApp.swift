import RIBs
import ScreenKit
import SessionTrace

/// A RIBs app as a terminal command runs it: its name, and how to build a new tree of it.
///
/// The same description runs the app (``TerminalAppCommand``), records its sessions and
/// replays their traces (``TraceOptions``), those a page of the web front-end downloads
/// included: a trace names its app, and only a trace of this app is replayed.
public struct TerminalApp: Sendable {

    /// The app's name in trace headers, such as `Notes`.
    public let name: String

    /// Builds a new tree of the app, not yet launched.
    public let makeTree: @MainActor @Sendable () -> TraceReplay.App

    /// Describes the app.
    ///
    /// - Parameters:
    ///   - name: The app's name in trace headers; the web front-end's pages write the name the
    ///     server was given.
    ///   - makeTree: Builds a new tree: its root, how to launch it into a window, and how it
    ///     opens links, if it does.
    public init(name: String, makeTree: @escaping @MainActor @Sendable () -> TraceReplay.App) {
        self.name = name
        self.makeTree = makeTree
    }

    /// Describes an app by the two functions an app's entry point has, as `ribs init` writes
    /// them: `TerminalApp(name: "Notes", build: NotesApp.build, launch: NotesApp.launch(_:in:))`.
    ///
    /// - Parameters:
    ///   - name: The app's name in trace headers.
    ///   - build: Builds the root RIB without launching it.
    ///   - launch: Launches the root RIB that `build` made into a window.
    ///   - openLink: Hands a link to the app, for traces that open links; `nil` for an app that
    ///     opens none.
    public init(
        name: String,
        build: @escaping @MainActor @Sendable () -> any LaunchRouting,
        launch: @escaping @MainActor @Sendable (any LaunchRouting, Window) -> Void,
        openLink: (@MainActor @Sendable (String) throws -> Void)? = nil
    ) {
        self.init(name: name) {
            let launchRouter = build()
            return TraceReplay.App(launchRouter: launchRouter, launch: { launch(launchRouter, $0) }, openLink: openLink)
        }
    }
}
