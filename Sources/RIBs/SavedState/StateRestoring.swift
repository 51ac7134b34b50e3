/// An interactor whose state is saved with its RIB tree and handed back when the tree is
/// restored, in a later run of the app.
///
/// Conform an interactor to it to opt in; a RIB that does not conform saves nothing and costs
/// nothing. The state is a typed `Codable` value, not a string-keyed bag:
///
/// ```swift
/// final class LoggedInInteractor: Interactor, StateRestoring {
///     struct RestorableState: Codable, Sendable {
///         var score: Score
///         var isGameInProgress: Bool
///     }
///
///     var restorableState: RestorableState { ... }
///
///     func restore(from state: RestorableState) {
///         mutableScoreStream.restore(state.score)
///         if state.isGameInProgress { router?.routeToTicTacToe() }
///     }
/// }
/// ```
///
/// Restoring builds the tree as usual, so that a router attaches its first children in
/// `didLoad()` as it always does. The framework hands the interactor its state right after
/// its RIB was attached or launched: once the interactor is active and its router loaded.
/// The interactor then acts on it as on any input, routing to the children the state calls
/// for; a child attached while its parent restores gets the part of the saved state kept under
/// its tag (see ``Router/attachChild(_:tag:)``).
///
/// A saved state that no longer decodes as a whole is restored field by field: each saved
/// field that still fits is laid over ``restorableState`` as the freshly built interactor has
/// it, the others keep that fresh value and are reported
/// (``SavedTreeError/fieldMismatch(path:type:field:reason:)``), and the subtree is restored.
/// Only a state none of whose fields fit starts fresh, with its subtree. So
/// ``restorableState`` must be readable as soon as the interactor is built.
@MainActor
public protocol StateRestoring: Interactable {

    /// The state this interactor saves: whatever it needs to pick up where it left off.
    ///
    /// If it is `Equatable` too (with an `==` that means the same JSON), a save that finds it
    /// unchanged writes the JSON kept from the last save of an ``Interactor`` instead of
    /// encoding it again.
    associatedtype RestorableState: Codable & Sendable

    /// The state to save now.
    var restorableState: RestorableState { get }

    /// Picks up the state an earlier run saved; called once, after the RIB was attached (or
    /// launched) and loaded, and only when a saved state exists for it.
    ///
    /// - Parameter state: The state ``restorableState`` returned when the tree was saved.
    func restore(from state: RestorableState)
}
