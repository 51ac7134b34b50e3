import RIBs

/// A new tree of an app, as ``AppDescriptor/build()`` makes it: its root, and how it opens links.
@MainActor
public struct AppTree {

    /// The root of the tree; keep it for as long as the app runs.
    public let launchRouter: any LaunchRouting

    /// Hands a link to the tree (inside a batch of the window's updates, see ``open(_:in:)``);
    /// `nil` for an app that opens none.
    public let openLink: (@MainActor (String) throws -> Void)?

    /// Creates the tree.
    ///
    /// - Parameters:
    ///   - launchRouter: The root router its builder made, not yet launched.
    ///   - openLink: Opens a link in the tree (runs the workflow it asks for, say); throws an
    ///     error whose description says why it cannot.
    public init(launchRouter: any LaunchRouting, openLink: (@MainActor (String) throws -> Void)? = nil) {
        self.launchRouter = launchRouter
        self.openLink = openLink
    }

    /// Launches the tree into `window`, restoring `savedState` if given, and draws once at the end.
    ///
    /// - Returns: The RIBs, and the fields of their states, that started fresh because their
    ///   saved state no longer fits; empty when all of it was restored, or when there was none.
    @discardableResult
    public func launch(in window: Window, restoring savedState: SavedTree? = nil) -> [SavedTreeError] {
        var problems: [SavedTreeError] = []
        window.performBatchUpdates {
            problems = launchRouter.launch(from: window, restoring: savedState?.root)
        }
        return problems
    }

    /// Opens `link` in the launched tree, drawing once at the end, so that the screens it
    /// replaces are never drawn half-way.
    ///
    /// - Throws: ``AppLinkRefusal/opensNoLinks`` for an app that opens none, or the app's
    ///   error saying why it cannot open this one; then nothing changed.
    public func open(_ link: String, in window: Window) throws {
        guard let openLink else {
            throw AppLinkRefusal.opensNoLinks
        }
        try window.performBatchUpdates {
            try openLink(link)
        }
    }
}

/// Why a host did not hand a link to an app.
public enum AppLinkRefusal: Error, Equatable, Sendable, CustomStringConvertible {

    /// The app opens no links.
    case opensNoLinks

    public var description: String {
        switch self {
        case .opensNoLinks: "The app opens no links."
        }
    }
}
