import Foundation

/// What can be kept of a saved state that does not decode as a whole: its fields, one at a
/// time, laid over the state the interactor has before anything is restored, so that a field
/// that no longer fits costs that field alone.
///
/// A field is kept when the state with it still decodes, so the type's own checks (in its
/// `init(from:)`) hold for every field kept, alone and together. A field whose value is an
/// object that shares keys with the fresh one (a nested struct, an enum's same case) is
/// tried field by field in turn. What is not kept keeps its fresh value, and is named with why.
struct StateSalvage<State: Codable> {

    /// The state: the saved fields kept, the fresh state's values for the others.
    let state: State

    /// The saved fields not kept, in the order tried, and fields the save lacks.
    let droppedFields: [DroppedStateField]

    /// The most bytes of JSON decoded while trying fields, over all attempts: a large state
    /// with many bad fields is refused as a whole rather than decoded again and again.
    static var decodingBudget: Int {
        StateSalvageBudget.bytes
    }

    /// Lays the fields of `saved` over `fresh`.
    ///
    /// - Parameters:
    ///   - saved: The saved state, which did not decode as a `State`.
    ///   - fresh: The state the interactor has before anything is restored.
    /// - Returns: `nil` when no field of the saved state that `fresh` has too could be kept,
    ///   or when trying them would decode more than ``decodingBudget``: the state is then
    ///   refused as a whole.
    init?(saved: JSONValue, fresh: State) {
        guard case let .object(savedFields) = saved,
              let freshJSON = try? JSONValue(encoding: fresh),
              case let .object(freshFields) = freshJSON,
              var merge = try? Merge(fresh: freshJSON) else {
            return nil
        }
        do {
            try merge.lay(savedFields, over: freshFields, at: [])
        } catch {
            return nil
        }
        guard merge.keptCount > 0 else {
            return nil
        }
        state = merge.state
        droppedFields = merge.dropped
    }

    // MARK: - Private

    /// The fields laid so far.
    private struct Merge {
        private(set) var state: State
        private(set) var keptCount = 0
        private(set) var dropped: [DroppedStateField] = []
        private var merged: JSONValue
        private var budget = StateSalvage.decodingBudget

        /// Starts from the fresh state, which must decode as it encoded.
        init(fresh: JSONValue) throws(Refused) {
            merged = fresh
            guard case let .fits(state) = try Self.attempt(fresh, budget: &budget) else {
                throw Refused()
            }
            self.state = state
        }

        /// Lays each field of `saved` over the merged state, at `path`, where the fresh state
        /// holds `fresh`.
        mutating func lay(_ saved: [String: JSONValue], over fresh: [String: JSONValue], at path: [String]) throws(Refused) {
            for (key, value) in saved.sorted(by: { $0.key < $1.key }) {
                let fieldPath = path + [key]
                if value == fresh[key] {
                    keptCount += 1
                    continue
                }
                let candidate = merged.setting(value, at: fieldPath)
                switch try Self.attempt(candidate, budget: &budget) {
                case let .fits(state):
                    self.state = state
                    merged = candidate
                    // A key the fresh state lacks may be one its type ignores: it restores nothing.
                    keptCount += fresh[key] == nil ? 0 : 1
                case let .doesNotFit(reason):
                    if case let .object(savedObject) = value, case let .object(freshObject)? = fresh[key],
                       !Set(savedObject.keys).isDisjoint(with: freshObject.keys) {
                        try lay(savedObject, over: freshObject, at: fieldPath)
                    } else {
                        dropped.append(DroppedStateField(path: fieldPath, reason: reason))
                    }
                }
            }
            for key in fresh.keys.sorted() where saved[key] == nil {
                dropped.append(DroppedStateField(path: path + [key], reason: "no value was saved"))
            }
        }

        /// What decoding `json` as a `State` gives.
        private enum Attempt {
            case fits(State)
            case doesNotFit(reason: String)
        }

        /// Decodes `json` as a `State`, spending its size from `budget`.
        private static func attempt(_ json: JSONValue, budget: inout Int) throws(Refused) -> Attempt {
            guard let data = try? JSONEncoder().encode(json) else {
                return .doesNotFit(reason: "the state cannot be written as JSON")
            }
            budget -= data.count
            guard budget >= 0 else {
                throw Refused()
            }
            do {
                return .fits(try JSONDecoder().decode(State.self, from: data))
            } catch {
                return .doesNotFit(reason: DecodingErrorDescription(error).text)
            }
        }
    }

    /// Trying the fields was refused: the fresh state does not decode, or the budget is spent.
    private struct Refused: Error {}
}

/// How many bytes of JSON a ``StateSalvage`` may decode: 8 MiB, unless a test, to try the limit
/// without decoding megabytes, asks for fewer in its task.
enum StateSalvageBudget {
    @TaskLocal static var bytes = 8 << 20
}
