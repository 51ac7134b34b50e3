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
        guard let written = EquatableStateTypes.written(state) else {
            return
        }
        let entry = Entry(state: written, json: Array(json))
        last.withLock { $0 = entry }
    }

    // MARK: - Private

    private struct Entry: Sendable {
        let state: any WrittenState
        let json: [UInt8]
    }

    private let last = Mutex<Entry?>(nil)
}

/// Which types of state are `Equatable`: looked up once per type, since the look-up of a
/// conformance costs more than encoding a small state, and a program has few types of state.
private enum EquatableStateTypes {

    /// `state` as a written state, if its type is `Equatable`.
    static func written(_ state: any Encodable & Sendable) -> (any WrittenState)? {
        let type = ObjectIdentifier(Swift.type(of: state))
        if let known = comparers.withLock({ $0[type] }) {
            return known?.written(state)
        }
        var comparer: (any StateComparer)?
        if let equatable = state as? any Equatable {
            comparer = Self.comparer(for: equatable)
        }
        comparers.withLock { [comparer] in $0[type] = .some(comparer) }
        return comparer?.written(state)
    }

    /// By type: how to compare states of that type, or `nil` for a type that is not `Equatable`.
    private static let comparers = Mutex<[ObjectIdentifier: (any StateComparer)?]>([:])

    private static func comparer<State: Equatable>(for state: State) -> any StateComparer {
        EquatableStateComparer<State>()
    }
}

/// Makes the written states of one `Equatable` type.
private protocol StateComparer: Sendable {
    /// `state` as a written state, if it is of this comparer's type.
    func written(_ state: any Encodable & Sendable) -> (any WrittenState)?
}

/// A state as it was written, compared with a new one by its own type's `==`.
private protocol WrittenState: Sendable {
    /// Whether `state` is of this one's type, and equal to it.
    func isEqual(to state: any Encodable & Sendable) -> Bool
}

private struct EquatableStateComparer<State: Equatable>: StateComparer {

    func written(_ state: any Encodable & Sendable) -> (any WrittenState)? {
        guard let state = state.reading(as: State.self) else {
            return nil
        }
        return EquatableWrittenState(state)
    }
}

/// `@unchecked`: `written` comes from an `any Encodable & Sendable`, read as its own type,
/// which leaves the compiler unaware that its type is `Sendable`.
private final class EquatableWrittenState<State: Equatable>: WrittenState, @unchecked Sendable {

    init(_ written: State) {
        self.written = written
    }

    func isEqual(to state: any Encodable & Sendable) -> Bool {
        guard let state = state.reading(as: State.self) else {
            return false
        }
        return state == written
    }

    private let written: State
}

extension Encodable {

    /// This value as a `State`, if it is one: its type compared, with no cast (a cast to a
    /// generic type looks up that type's metadata each time).
    fileprivate func reading<State>(as type: State.Type) -> State? {
        guard Self.self == State.self else {
            return nil
        }
        return withUnsafePointer(to: self) { pointer in
            pointer.withMemoryRebound(to: State.self, capacity: 1) { $0.pointee }
        }
    }
}
