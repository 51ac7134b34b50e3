import Synchronization

/// The JSON an interactor's state was last written as. A save whose state is equal to it (a
/// state that is `Equatable`) writes those bytes again rather than encoding the state anew:
/// most saves change one RIB's state and leave the others' as they were.
///
/// Kept by each ``Interactor`` that saves a state; read and written wherever a saved tree is
/// written out, on the main actor or off it.
final class SavedStateMemo: Sendable {

    /// The JSON last written for a state equal to `state`, if `state` is `Equatable`.
    func json(for state: any Encodable & Sendable) -> [UInt8]? {
        last.withLock { last in
            guard let last, last.matches(state) else {
                return nil
            }
            return last.json
        }
    }

    /// Remembers that `state` was written as `json`, if `state` is `Equatable`.
    func remember(_ json: ArraySlice<UInt8>, for state: any Encodable & Sendable) {
        guard let equatable = state as? any Equatable else {
            return
        }
        let entry = Entry(matches: Self.matcher(of: equatable, written: state), json: Array(json))
        last.withLock { $0 = entry }
    }

    // MARK: - Private

    private struct Entry: Sendable {
        /// Whether a state is equal to the one written: a cast to its type and `==`, with no
        /// look-up of conformances (which cost more than encoding a small state).
        let matches: @Sendable (any Encodable & Sendable) -> Bool
        let json: [UInt8]
    }

    private let last = Mutex<Entry?>(nil)

    /// Compares with `written`, whose type `state` (the same value) shows to be `State`.
    private static func matcher<State: Equatable>(of state: State,
                                                  written: any Encodable & Sendable) -> @Sendable (any Encodable & Sendable) -> Bool {
        { other in
            guard let other = other as? State, let written = written as? State else {
                return false
            }
            return other == written
        }
    }
}
