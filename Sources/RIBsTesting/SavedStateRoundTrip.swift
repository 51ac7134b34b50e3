import Foundation
import RIBs

/// A RIB subtree's saved state taken through a restart in a test: saved, written and read
/// back as bytes, handed to a subtree built anew, and saved again.
///
/// ```swift
/// @Test func theGameComesBackAsItWas() throws {
///     let router = builder.build(withListener: listener)
///     router.activateAndLoad(restoring: nil)
///     // ... play a few moves through the interactor ...
///
///     let trip = try SavedStateRoundTrip(of: router) { builder.build(withListener: listener) }
///
///     #expect(trip.isFaithful, "\(trip)")
/// }
/// ```
public struct SavedStateRoundTrip: CustomStringConvertible {

    /// What the original subtree saved.
    public let saved: SavedRIBState

    /// The subtree built anew and restored from ``saved``, active and loaded.
    public let restoredRouter: any Routing

    /// What the restored subtree saves right after it was restored.
    public let savedAfterRestoring: SavedRIBState

    /// The RIBs that started fresh because their saved state did not fit.
    public let problems: [SavedTreeError]

    /// Whether the restored subtree saves exactly what the original saved, with no problem:
    /// every opted-in RIB came back, under the same tag, with the same state.
    public var isFaithful: Bool {
        problems.isEmpty && savedAfterRestoring == saved
    }

    /// Takes the state of the subtree under `router` through a restart.
    ///
    /// - Parameters:
    ///   - router: The original subtree, active and loaded.
    ///   - rebuild: Builds the subtree anew, as a later run would, not yet active.
    /// - Throws: A `SavedTreeError` when the state cannot be written or read back.
    @MainActor
    public init(of router: any Routing, rebuild: () -> any Routing) throws {
        saved = router.savedState() ?? SavedRIBState()
        let bytes = try SavedTree(root: saved).encoded()
        let readBack = try SavedTree.decode(from: bytes).root
        restoredRouter = rebuild()
        problems = restoredRouter.activateAndLoad(restoring: readBack)
        savedAfterRestoring = restoredRouter.savedState() ?? SavedRIBState()
    }

    /// Both states as JSON, and the problems: what a failing test should print.
    public var description: String {
        let before = (try? SavedTree(root: saved).encoded()).map { String(decoding: $0, as: UTF8.self) } ?? "?"
        let after = (try? SavedTree(root: savedAfterRestoring).encoded()).map { String(decoding: $0, as: UTF8.self) } ?? "?"
        return "saved: \(before)\nrestored saves: \(after)\nproblems: \(problems)"
    }
}
