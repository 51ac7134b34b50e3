import RIBs

extension SavedRIBState {

    /// This state as a later run reads it: encoded, then decoded.
    func roundTripped() throws -> SavedRIBState {
        try SavedTree.decode(from: SavedTree(root: self).encoded()).root
    }
}
