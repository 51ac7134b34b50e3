extension Routing {

    /// The saved state of this RIB and its subtree, as it is now: the state of every
    /// interactor that conforms to ``StateRestoring``, each under its RIB's tag.
    ///
    /// - Returns: The state, or `nil` when no RIB of the subtree saves any.
    public func savedState() -> SavedRIBState? {
        var savedChildren: [String: SavedRIBState] = [:]
        for (tag, child) in SavedStateTags.tagged(children) {
            if let savedChild = child.savedState() {
                savedChildren[tag] = savedChild
            }
        }
        let state = (interactable as? any StateRestoring).map { restoring -> any Encodable & Sendable in
            restoring.restorableState
        }
        guard state != nil || !savedChildren.isEmpty else {
            return nil
        }
        return SavedRIBState(state: state, children: savedChildren)
    }
}

extension Routing {

    /// The state this RIB's interactor would save now, as JSON text with sorted keys, for
    /// tools that show state next to structure (an inspector).
    ///
    /// - Returns: The text, or `nil` when the interactor saves no state.
    public var savedStateDescription: String? {
        guard let restoring = interactable as? any StateRestoring else {
            return nil
        }
        return SavedRIBState(state: restoring.restorableState).stateDescription
    }
}
