import Tracing

/// The saved state being handed to one RIB while it is attached or launched, and the problems
/// met restoring the tree it belongs to.
@MainActor
final class RIBRestoration {

    /// Starts restoring a tree at its root.
    init(root: SavedRIBState) {
        self.savedState = root
        self.path = []
        self.problemList = ProblemList()
    }

    /// The problems met so far in this tree, in the order met.
    var problems: [SavedTreeError] {
        problemList.errors
    }

    /// Takes the saved state of the child attached under `tag`: a second child attached under
    /// the same tag while this RIB restores starts fresh.
    func takeChild(tag: String) -> RIBRestoration? {
        guard let child = savedState.children.removeValue(forKey: tag) else {
            return nil
        }
        return RIBRestoration(savedState: child, path: path + [tag], problems: problemList)
    }

    /// Activates and loads `router` with this saved state: its children attached meanwhile
    /// take their parts, and its interactor gets its state once loaded.
    func start(_ router: any Routing) {
        let lifeSpan = (router as? any RIBLifeTracing)?.lifeSpan
        let handOver = decodeState(for: router.interactable, lifeSpan: lifeSpan)
        let carrier = router as? any SavedStateCarrying
        carrier?.restoration = self
        router.interactable.activate()
        router.load()
        handOver?()
        carrier?.restoration = nil
    }

    // MARK: - Private

    /// Shared by every RIB of one restored tree.
    private final class ProblemList {
        var errors: [SavedTreeError] = []
    }

    private var savedState: SavedRIBState
    private let path: [String]
    private let problemList: ProblemList

    private init(savedState: SavedRIBState, path: [String], problems: ProblemList) {
        self.savedState = savedState
        self.path = path
        self.problemList = problems
    }

    /// Decodes the interactor's state before the RIB starts, so that a state that no longer
    /// fits is known before any child takes its part. A state that does not decode as a whole
    /// keeps the fields that still fit (``StateSalvage``): each one dropped is a problem of its
    /// own, and the RIB and its subtree restore the rest.
    ///
    /// - Returns: What hands the state over, or `nil` when there is none to hand.
    private func decodeState(for interactable: any Interactable, lifeSpan: RIBLifeSpan?) -> (() -> Void)? {
        guard savedState.hasState, let restoring = interactable as? any StateRestoring else {
            return nil
        }
        return decodeTypedState(for: restoring, lifeSpan: lifeSpan)
    }

    private func decodeTypedState<Restoring: StateRestoring>(for restoring: Restoring, lifeSpan: RIBLifeSpan?) -> (() -> Void)? {
        let fallbacks = SavedStateFieldFallbacks()
        do {
            guard let state = try savedState.state(as: Restoring.RestorableState.self, replacingFieldsIn: fallbacks) else {
                return nil
            }
            return handOver(state, droppingFields: fallbacks.fields, to: restoring, lifeSpan: lifeSpan)
        } catch {
            if let salvage = savedState.stateJSON.flatMap({ StateSalvage(saved: $0, fresh: restoring.restorableState) }) {
                return handOver(salvage.state, droppingFields: salvage.droppedFields, to: restoring, lifeSpan: lifeSpan)
            }
            if case let .stateMismatch(_, type, reason) = error {
                problemList.errors.append(.stateMismatch(path: path, type: type, reason: reason))
            } else {
                problemList.errors.append(error)
            }
            lifeSpan?.record(.restoreRefused, [RIBTracing.reasonAttribute: .string(problemList.errors.last?.description ?? String(describing: error))])
            // A RIB that starts fresh takes its subtree along: the children's parts were
            // saved alongside a state that is gone.
            savedState.children.removeAll()
            return nil
        }
    }

    /// Reports the fields that were not restored, if any, and hands over the rest: the RIB
    /// restores what was kept, and its children take their parts.
    private func handOver<Restoring: StateRestoring>(_ state: Restoring.RestorableState, droppingFields droppedFields: [DroppedStateField],
                                                      to restoring: Restoring, lifeSpan: RIBLifeSpan?) -> () -> Void {
        let type = "\(Restoring.RestorableState.self)"
        let problems = droppedFields.map { field in
            SavedTreeError.fieldMismatch(path: path, type: type, field: field.path.joined(separator: "."), reason: field.reason)
        }
        problemList.errors += problems
        let attributes: SpanAttributes = problems.isEmpty ? [:] : [RIBTracing.reasonAttribute: .string(problems.map(\.description).joined(separator: " "))]
        return {
            restoring.restore(from: state)
            lifeSpan?.record(.restored, attributes)
        }
    }
}

/// A router that can carry the saved state of the RIB it belongs to while that RIB starts,
/// and the tag its state is saved under.
@MainActor
protocol SavedStateCarrying: AnyObject {

    /// The saved state being handed to this RIB while it starts; `nil` otherwise.
    var restoration: RIBRestoration? { get set }

    /// The tag its parent attached it under, if one was given.
    var stateTag: String? { get set }
}
