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
            guard case let .written(entry) = last, entry.state.isEqual(to: state) else {
                return nil
            }
            return entry.json
        }
    }

    /// Remembers that `state` was written as `json`, if `state` is `Equatable`.
    ///
    /// Whether the state's type is `Equatable` is looked up once: an interactor's states are
    /// all of one type, and the look-up costs more than the comparison.
    func remember(_ json: ArraySlice<UInt8>, for state: any Encodable & Sendable) {
        last.withLock { last in
            let written: (any WrittenState)?
            switch last {
            case .unknown:
                written = Self.written(state)
            case .notEquatable:
                return
            case let .written(entry):
                written = entry.state.sameType(as: state) ?? Self.written(state)
            }
            guard let written else {
                last = .notEquatable
                return
            }
            last = .written(Entry(state: written, json: Array(json)))
        }
    }

    // MARK: - Private

    private struct Entry: Sendable {
        let state: any WrittenState
        let json: [UInt8]
    }

    /// What is known of the states written so far.
    private enum Last: Sendable {
        /// No state was remembered yet.
        case unknown
        /// The states are not `Equatable`: none is remembered.
        case notEquatable
        /// The last state written, and its JSON.
        case written(Entry)
    }

    private let last = Mutex<Last>(.unknown)

    /// `state` as a written state, if it is `Equatable`: a look-up of the conformance.
    private static func written(_ state: any Encodable & Sendable) -> (any WrittenState)? {
        guard let equatable = state as? any Equatable else {
            return nil
        }
        return written(equatable)
    }

    private static func written<State: Equatable>(_ state: State) -> any WrittenState {
        EquatableWrittenState(state)
    }
}

/// A state as it was written, compared with a new one by its own type's `==`: a cast to that
/// type, with no look-up of conformances (which costs more than encoding a small state).
private protocol WrittenState: Sendable {
    /// Whether `state` is of this one's type, and equal to it.
    func isEqual(to state: any Encodable & Sendable) -> Bool

    /// `state` as a written state, if it is of this one's type.
    func sameType(as state: any Encodable & Sendable) -> (any WrittenState)?
}

/// `@unchecked`: `written` comes from an `any Encodable & Sendable`, opened as `Equatable`,
/// which leaves the compiler unaware that its type is `Sendable`.
private final class EquatableWrittenState<State: Equatable>: WrittenState, @unchecked Sendable {

    init(_ written: State) {
        self.written = written
    }

    func isEqual(to state: any Encodable & Sendable) -> Bool {
        guard let state = state as? State else {
            return false
        }
        return state == written
    }

    func sameType(as state: any Encodable & Sendable) -> (any WrittenState)? {
        guard let state = state as? State else {
            return nil
        }
        return EquatableWrittenState(state)
    }

    private let written: State
}
