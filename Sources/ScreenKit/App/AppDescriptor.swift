import Foundation
import RIBs

/// A RIBs app as every host runs it: the terminal and plain front-ends, trace replay and the
/// web server. It names the app, builds a new tree of it, and says how its saved state is read
/// and which links it opens; the hosts do the rest (launching, saving after every change,
/// resuming, setting aside a save that cannot be used, tearing down).
///
/// An app's module declares it once, beside its builders, and each of its commands hands it to
/// a host:
///
/// ```swift
/// public enum NotesApp {
///     public static let descriptor = AppDescriptor(name: "Notes") {
///         AppTree(launchRouter: RootBuilder(dependency: AppComponent()).build())
///     }
/// }
/// ```
///
/// Any interactor that adopts RIBs' `Restoring` is saved and restored by the hosts with nothing
/// else to write.
public struct AppDescriptor: Sendable {

    /// The app's name: in page titles and in trace headers (a trace replays only through the app
    /// that names it).
    public let name: String

    /// The app's name in lowercase ASCII letters and digits (`app` when it has none), as hosts
    /// name what belongs to it: `notes` for `Notes`, the folder of its terminal saves
    /// (`~/.local/state/notes/`) and its web server (`notes-web`).
    public var identifier: String {
        let letters = name.lowercased().unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
        return letters.isEmpty ? "app" : String(String.UnicodeScalarView(letters))
    }

    /// The version of what the app's interactors save, and how older saves are brought up to it.
    public let savedState: SavedStateFormat

    /// The links the app opens, such as `notes://open?note=42`; `nil` for an app that opens none.
    public let links: AppLinks?

    /// One line saying what a saved tree holds, such as `Ann 2, Bob 1; a game in progress`, which
    /// the full-screen terminal offers to continue; `nil` (or a function returning `nil`) for no
    /// offer.
    public let summarizeSavedState: (@MainActor @Sendable (SavedTree) -> String?)?

    /// Describes an app.
    ///
    /// - Parameters:
    ///   - name: The app's name, such as `Notes`.
    ///   - savedState: The version of its saved states, and their migration.
    ///   - links: The links it opens, if any.
    ///   - summarizeSavedState: One line about a saved tree, for the terminal's offer to continue it.
    ///   - makeTree: Builds a new tree of the app, not yet launched.
    public init(name: String,
                savedState: SavedStateFormat = SavedStateFormat(),
                links: AppLinks? = nil,
                summarizeSavedState: (@MainActor @Sendable (SavedTree) -> String?)? = nil,
                makeTree: @escaping @MainActor @Sendable () -> AppTree) {
        self.name = name
        self.savedState = savedState
        self.links = links
        self.summarizeSavedState = summarizeSavedState
        self.makeTree = makeTree
    }

    /// Builds a new tree of the app, not yet launched: a host follows it (an inspector, a
    /// recorder) from before its launch, then calls ``AppTree/launch(in:restoring:)``.
    @MainActor
    public func build() -> AppTree {
        makeTree()
    }

    /// The state of a launched tree, as a document to keep.
    ///
    /// - Returns: The same bytes for the same state, so that unchanged state need not be written.
    /// - Throws: A `SavedTreeError` when the state cannot be encoded or is too large.
    @MainActor
    public func save(_ tree: AppTree) throws(SavedTreeError) -> Data {
        try SavedTree.encoded(saving: tree.launchRouter, appVersion: savedState.version)
    }

    /// Reads a document ``save(_:)`` wrote, in this run or an earlier one, migrated to today's
    /// version.
    ///
    /// - Throws: A `SavedTreeError` saying why the document cannot be used.
    public func readSavedState(_ data: Data) throws(SavedTreeError) -> SavedTree {
        try SavedTree.decode(from: data, appVersion: savedState.version, migration: savedState.migration)
    }

    // MARK: - Private

    private let makeTree: @MainActor @Sendable () -> AppTree
}
