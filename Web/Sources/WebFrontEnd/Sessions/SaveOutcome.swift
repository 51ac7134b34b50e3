/// What became of a session's save.
enum SaveOutcome {
    /// It is in the store (or there was nothing new to store), which holds the change of the
    /// page's inputs up to `input`.
    case stored(input: Int64)
    /// The store refused it: another server took the session over since.
    case takenOver
    /// The store could not be written.
    case failed(any Error)
}

/// What a session is told, on the main actor, of a save that did not go as it should.
enum SaveProblem {
    /// Another server took the session over: it must be let go, its unshown changes with it.
    case takenOver
    /// The store could not be written; the session goes on in memory.
    case storeFailed(any Error)
    /// The app could not write its state.
    case unwritable(any Error)
}
