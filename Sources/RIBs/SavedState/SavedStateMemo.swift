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
            guard let last, last.state.isEqual(to: state) else {
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
        let entry = Entry(state: Self.written(equatable), json: Array(json))
        last.withLock { $0 = entry }
    }

    // MARK: - Private

    private struct Entry: Sendable {
        let state: any WrittenState
        let json: [UInt8]
    }

    private let last = Mutex<Entry?>(nil)

    private static func written<State: Equatable>(_ state: State) -> any WrittenState {
        EquatableWrittenState(state)
    }
}

/// A state as it was written, compared with a new one by its own type's `==`: a cast to that
/// type, with no look-up of conformances (which costs more than encoding a small state).
private protocol WrittenState: Sendable {
    func isEqual(to state: any Encodable & Sendable) -> Bool
}

/// `@unchecked`: `written` comes from an `any Encodable & Sendable`, opened as `Equatable`,
/// which leaves the compiler unaware that its type is `Sendable`.
private final class EquatableWrittenState<State: Equatable>: WrittenState, @unchecked Sendable {

    init(_ written: State) {
        self.written = written
    }

    func isEqual(to state: any Encodable & Sendable) -> Bool {
        (state as? State) == written
    }

    private let written: State
}
