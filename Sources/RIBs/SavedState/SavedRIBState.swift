import Foundation

/// The saved state of one RIB and of its subtree: its interactor's state, if it saves one,
/// and its children's, each under its tag.
///
/// Take one from a live tree with ``Routing/savedState()``, keep it in a ``SavedTree``, and
/// hand it back to ``LaunchRouting/launch(from:restoring:)``. A migration reads and rewrites
/// the states of an older app version with ``state(as:)`` and ``setState(_:)``.
public struct SavedRIBState: Sendable, Equatable {

    /// The children's saved states, by tag.
    public var children: [String: SavedRIBState]

    /// Whether the interactor of this RIB saved a state.
    public var hasState: Bool {
        storedState != nil
    }

    /// Creates the saved state of a RIB.
    ///
    /// - Parameters:
    ///   - state: The interactor's state, or `nil` for a RIB that saves none.
    ///   - children: The children's saved states, by tag.
    public init(state: (any Encodable & Sendable)? = nil, children: [String: SavedRIBState] = [:]) {
        self.storedState = state.map(StoredState.value)
        self.children = children
    }

    /// The interactor's state, decoded as `type`.
    ///
    /// - Parameter type: The type the interactor saved (or, in a migration, an older one).
    /// - Returns: The state, or `nil` when this RIB saved none.
    /// - Throws: ``SavedTreeError/stateMismatch(path:type:reason:)`` (with an empty path) when
    ///   the saved state is not a `type`.
    public func state<State: Decodable>(as type: State.Type) throws(SavedTreeError) -> State? {
        try state(as: type, replacingFieldsIn: nil)
    }

    /// Replaces the interactor's state, in a migration for example.
    ///
    /// - Parameter state: The new state, or `nil` to save none.
    public mutating func setState(_ state: (any Encodable & Sendable)?) {
        storedState = state.map(StoredState.value)
    }

    /// The state as JSON text with sorted keys, as the inspector shows it; `nil` when the RIB
    /// saves none or the state cannot be encoded.
    public var stateDescription: String? {
        guard let storedState, let data = try? Self.inspectionEncoder.encode(storedState) else {
            return nil
        }
        return String(decoding: data, as: UTF8.self)
    }

    public static func == (lhs: SavedRIBState, rhs: SavedRIBState) -> Bool {
        lhs.children == rhs.children && lhs.stateDescription == rhs.stateDescription
    }

    // MARK: - Internal

    /// An interactor's state as saved from a live tree, or as read back from JSON.
    enum StoredState: Encodable, Sendable {
        case value(any Encodable & Sendable)
        case json(JSONValue)

        func encode(to encoder: any Encoder) throws {
            switch self {
            case let .value(value): try value.encode(to: encoder)
            case let .json(json): try json.encode(to: encoder)
            }
        }
    }

    var storedState: StoredState?

    /// The JSON the state was last written as, if it was captured from a live interactor.
    var memo: SavedStateMemo?

    /// The interactor's state, decoded as `type`, for a restore: the fields its
    /// `init(from:)` decodes with ``Swift/Decoder/decodeSavedStateField(_:forKey:in:fallback:)``
    /// take their fallbacks when they no longer fit, and are listed in `fallbacks`.
    ///
    /// - Throws: ``SavedTreeError/stateMismatch(path:type:reason:)`` as ``state(as:)`` does.
    func state<State: Decodable>(as type: State.Type, replacingFieldsIn fallbacks: SavedStateFieldFallbacks?) throws(SavedTreeError) -> State? {
        switch storedState {
        case nil:
            return nil
        case let .value(value):
            if let state = value as? State {
                return state
            }
            return try Self.decode(State.self, fromJSON: Self.encodeForDecoding(value), fallbacks: fallbacks)
        case let .json(json):
            return try Self.decode(State.self, fromJSON: Self.encodeForDecoding(json), fallbacks: fallbacks)
        }
    }

    /// The interactor's state as JSON; `nil` when it saved none or it cannot be encoded.
    var stateJSON: JSONValue? {
        switch storedState {
        case nil: nil
        case let .value(value): try? JSONValue(encoding: value)
        case let .json(json): json
        }
    }

    init(storedState: StoredState?, children: [String: SavedRIBState]) {
        self.storedState = storedState
        self.children = children
    }

    // MARK: - Private

    private static var inspectionEncoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    private static func encodeForDecoding(_ value: any Encodable) throws(SavedTreeError) -> Data {
        do {
            return try JSONEncoder().encode(value)
        } catch {
            throw .stateMismatch(path: [], type: "\(type(of: value))", reason: "\(error)")
        }
    }

    private static func decode<State: Decodable>(_ type: State.Type, fromJSON data: Data,
                                                 fallbacks: SavedStateFieldFallbacks?) throws(SavedTreeError) -> State {
        let decoder = JSONDecoder()
        if let fallbacks, let key = SavedStateFieldFallbacks.userInfoKey {
            decoder.userInfo[key] = fallbacks
        }
        do {
            return try decoder.decode(State.self, from: data)
        } catch {
            throw .stateMismatch(path: [], type: "\(State.self)", reason: DecodingErrorDescription(error).text)
        }
    }
}

// MARK: - Codable

extension SavedRIBState: Codable {

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        storedState = try container.decodeIfPresent(JSONValue.self, forKey: .state).map(StoredState.json)
        children = try container.decodeIfPresent([String: SavedRIBState].self, forKey: .children) ?? [:]
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(storedState, forKey: .state)
        if !children.isEmpty {
            try container.encode(children, forKey: .children)
        }
    }

    private enum CodingKeys: String, CodingKey {
        case state
        case children
    }
}
