import Synchronization

/// The JSON an interactor's state was last written as. A save whose state is equal to it (a
/// state that is `Equatable`) writes those bytes again rather than encoding the state anew:
/// most saves change one RIB's state and leave the others' as they were.
///
/// Kept by each ``Interactor`` that saves a state; read and written wherever a saved tree is
/// written out, on the main actor or off it.
final class SavedStateMemo: Sendable {

    /// Appends the JSON last written for a state equal to `state` to `bytes`, if `state` is
    /// `Equatable`: the kept state is compared where it is kept, with no copy of it.
    ///
    /// - Returns: Whether it did; if not, `bytes` is as it was.
    func appendJSON(for state: some Encodable & Sendable, to bytes: inout [UInt8]) -> Bool {
        last.withLock { last in
            guard last?.state.isEqual(to: state) == true, let json = last?.json else {
                return false
            }
            bytes.append(contentsOf: json)
            return true
        }
    }

    /// Remembers that `state` was written as `json`, if `state` is `Equatable`.
    func remember(_ json: ArraySlice<UInt8>, for state: some Encodable & Sendable) {
        last.withLock { last in
            // An interactor's state is of one type: the kept one makes the next, with no look-up.
            guard let written = last?.state.another(state) ?? EquatableStateTypes.written(state) else {
                return
            }
            last = Entry(state: written, json: Array(json))
        }
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
    static func written(_ state: some Encodable & Sendable) -> (any WrittenState)? {
        let type = ObjectIdentifier(Swift.type(of: state))
        let comparer: (any StateComparer)?
        if let known = comparers.withLock({ $0[type] }) {
            comparer = known
        } else {
            comparer = (state as? any Equatable).map { Self.comparer(for: $0) }
            comparers.withLock { [comparer] in $0[type] = .some(comparer) }
        }
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
    func written(_ state: some Encodable & Sendable) -> (any WrittenState)?
}

/// A state as it was written, compared with a new one by its own type's `==`.
private protocol WrittenState: Sendable {
    /// Whether `state` is of this one's type, and equal to it.
    func isEqual(to state: some Encodable & Sendable) -> Bool

    /// `state` as a written state of this one's type, if it is of that type.
    func another(_ state: some Encodable & Sendable) -> (any WrittenState)?
}

private struct EquatableStateComparer<State: Equatable>: StateComparer {

    func written(_ state: some Encodable & Sendable) -> (any WrittenState)? {
        EquatableWrittenState<State>(state)
    }
}

/// `@unchecked`: `written` comes from an `Encodable & Sendable` value, read as its own type,
/// which leaves the compiler unaware that its type is `Sendable`.
private final class EquatableWrittenState<State: Equatable>: WrittenState, @unchecked Sendable {

    /// Keeps `state`, if it is a `State`.
    init?(_ state: some Encodable & Sendable) {
        guard let written = state.copy(as: State.self) else {
            return nil
        }
        self.written = written
    }

    func isEqual(to state: some Encodable & Sendable) -> Bool {
        state.isEqual(to: written)
    }

    func another(_ state: some Encodable & Sendable) -> (any WrittenState)? {
        EquatableWrittenState(state)
    }

    private let written: State
}

extension Encodable {

    /// Whether this value is of `written`'s type and equal to it: its type compared, with no
    /// `Optional` of the type made on the way (its metadata is looked up at each use).
    fileprivate func isEqual<State: Equatable>(to written: State) -> Bool {
        guard Self.self == State.self else {
            return false
        }
        return withUnsafePointer(to: self) { pointer in
            pointer.withMemoryRebound(to: State.self, capacity: 1) { $0.pointee == written }
        }
    }

    /// This value as a `State`, if it is one: its type compared, with no cast (a cast to a
    /// generic type looks up that type's metadata each time).
    fileprivate func copy<State>(as type: State.Type) -> State? {
        guard Self.self == State.self else {
            return nil
        }
        return withUnsafePointer(to: self) { pointer in
            pointer.withMemoryRebound(to: State.self, capacity: 1) { $0.pointee }
        }
    }
}
