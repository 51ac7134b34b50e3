extension Routing {

    /// The saved state of this RIB and its subtree, as it is now: the state of every
    /// interactor that conforms to ``StateRestoring``, each under its RIB's tag.
    ///
    /// - Returns: The state, or `nil` when no RIB of the subtree saves any.
    public func savedState() -> SavedRIBState? {
        let children = children
        var savedChildrenByIndex: [(index: Int, state: SavedRIBState)] = []
        for (index, child) in children.enumerated() {
            if let savedChild = child.savedState() {
                savedChildrenByIndex.append((index, savedChild))
            }
        }
        var savedChildren: [String: SavedRIBState] = [:]
        if !savedChildrenByIndex.isEmpty {
            // Worked out only for a router with a subtree that saves something.
            let tags = SavedStateTags.tags(of: children)
            for (index, state) in savedChildrenByIndex {
                savedChildren[tags[index]] = state
            }
        }
        let state = (interactable as? any StateRestoring).map { restoring -> any Encodable & Sendable in
            restoring.restorableState
        }
        guard state != nil || !savedChildren.isEmpty else {
            return nil
        }
        var savedState = SavedRIBState(state: state, children: savedChildren)
        if state != nil {
            savedState.memo = (interactable as? Interactor)?.savedStateMemo
        }
        return savedState
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

extension Routing {

    /// Activates and loads this router as the root of a tree, handing the tree the state an
    /// earlier run saved: what ``LaunchRouter/launch(from:restoring:)`` does, without a
    /// window, for a tree under any router (a subtree in a test, say).
    ///
    /// - Parameter savedState: What ``savedState()`` returned in the earlier run, or `nil` to
    ///   start fresh.
    /// - Returns: The problems met: each is a RIB, or a field of its state, that started fresh
    ///   because it no longer fits.
    @discardableResult
    public func activateAndLoad(restoring savedState: SavedRIBState?) -> [SavedTreeError] {
        if let tracing = self as? any RIBLifeTracing, tracing.lifeSpan == nil {
            tracing.lifeSpan = RIBLifeSpan.startRoot(for: self)
        }
        guard let savedState else {
            interactable.activate()
            load()
            return []
        }
        let restoration = RIBRestoration(root: savedState)
        restoration.start(self)
        return restoration.problems
    }
}
