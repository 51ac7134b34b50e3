import Foundation

/// Writes a saved tree as JSON: the layout by hand, each interactor's state with
/// ``StateJSONWriter`` (or `JSONEncoder`, for what that one leaves to it). The same bytes
/// `JSONEncoder` would write for the whole document with sorted keys and unescaped slashes, at
/// a fraction of the cost: its generic path through nested dictionaries of nodes was most of a
/// save.
struct SavedTreeWriter {

    /// The document for `root`.
    ///
    /// - Throws: What encoding a state threw.
    static func document(format: String, formatVersion: Int, appVersion: Int, root: SavedRIBState) throws -> Data {
        var writer = SavedTreeWriter()
        writer.appendHeader(format: format, formatVersion: formatVersion, appVersion: appVersion)
        try writer.append(root)
        writer.bytes.append(UInt8(ascii: "}"))
        return Data(writer.bytes)
    }

    /// The document for the tree under `router` as it is now: the bytes ``document(format:formatVersion:appVersion:root:)``
    /// writes for `router.savedState()`, in one pass over the live tree, with no saved state
    /// of values between.
    ///
    /// - Throws: What encoding a state threw.
    @MainActor
    static func document(format: String, formatVersion: Int, appVersion: Int, router: any Routing) throws -> Data {
        var writer = SavedTreeWriter()
        writer.appendHeader(format: format, formatVersion: formatVersion, appVersion: appVersion)
        if try !writer.appendNode(of: router) {
            writer.bytes.append(contentsOf: "{}".utf8)
        }
        writer.bytes.append(UInt8(ascii: "}"))
        return Data(writer.bytes)
    }

    // MARK: - Private

    private var bytes: [UInt8] = []
    /// For the states ``StateJSONWriter`` leaves to it; made only for them.
    private lazy var stateEncoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    private init() {
        bytes.reserveCapacity(512)
    }

    /// `{"appVersion":…,"format":…,"formatVersion":…,"root":`, the root's node to follow.
    private mutating func appendHeader(format: String, formatVersion: Int, appVersion: Int) {
        bytes.append(contentsOf: #"{"appVersion":"#.utf8)
        bytes.append(contentsOf: String(appVersion).utf8)
        bytes.append(contentsOf: #","format":"#.utf8)
        appendString(format)
        bytes.append(contentsOf: #","formatVersion":"#.utf8)
        bytes.append(contentsOf: String(formatVersion).utf8)
        bytes.append(contentsOf: #","root":"#.utf8)
    }

    /// `router`'s node, as ``append(_:)`` writes `router.savedState()`.
    ///
    /// - Returns: Whether the subtree saves anything; if not, nothing was written.
    @MainActor
    private mutating func appendNode(of router: any Routing) throws -> Bool {
        let start = bytes.endIndex
        bytes.append(UInt8(ascii: "{"))
        let hasChildren = try appendChildren(router.children)
        let interactable = router.interactable
        if let restoring = interactable as? any StateRestoring {
            if hasChildren {
                bytes.append(UInt8(ascii: ","))
            }
            bytes.append(contentsOf: #""state":"#.utf8)
            try appendState(of: restoring, memo: (interactable as? Interactor)?.savedStateMemo)
        } else if !hasChildren {
            bytes.removeSubrange(start...)
            return false
        }
        bytes.append(UInt8(ascii: "}"))
        return true
    }

    /// `"children":{...}`, the nodes of the children whose subtrees save something, by tag.
    ///
    /// - Returns: Whether any did; if none, nothing was written.
    @MainActor
    private mutating func appendChildren(_ children: [any Routing]) throws -> Bool {
        guard !children.isEmpty else {
            return false
        }
        let start = bytes.endIndex
        bytes.append(contentsOf: #""children":{"#.utf8)
        let tags = SavedStateTags.tags(of: children)
        let order = children.count == 1 ? [0] : tags.indices.sorted { StateJSONWriter.jsonEncoderOrder(tags[$0], tags[$1]) }
        var written = 0
        for index in order {
            let childStart = bytes.endIndex
            if written > 0 {
                bytes.append(UInt8(ascii: ","))
            }
            appendString(tags[index])
            bytes.append(UInt8(ascii: ":"))
            if try appendNode(of: children[index]) {
                written += 1
            } else {
                bytes.removeSubrange(childStart...)
            }
        }
        guard written > 0 else {
            bytes.removeSubrange(start...)
            return false
        }
        bytes.append(UInt8(ascii: "}"))
        return true
    }

    /// `{"children":{...},"state":...}`, each part only when there is one, keys sorted as
    /// `JSONEncoder` sorts them.
    private mutating func append(_ node: SavedRIBState) throws {
        bytes.append(UInt8(ascii: "{"))
        if !node.children.isEmpty {
            bytes.append(contentsOf: #""children":{"#.utf8)
            for (index, tag) in node.children.keys.sorted(by: StateJSONWriter.jsonEncoderOrder).enumerated() {
                if index > 0 {
                    bytes.append(UInt8(ascii: ","))
                }
                appendString(tag)
                bytes.append(UInt8(ascii: ":"))
                if let child = node.children[tag] {
                    try append(child)
                }
            }
            bytes.append(UInt8(ascii: "}"))
        }
        if let storedState = node.storedState {
            if !node.children.isEmpty {
                bytes.append(UInt8(ascii: ","))
            }
            bytes.append(contentsOf: #""state":"#.utf8)
            try appendState(storedState, memo: node.memo)
        }
        bytes.append(UInt8(ascii: "}"))
    }

    /// A state: the JSON `memo` kept for it if it did not change, else encoded (and kept).
    private mutating func appendState(_ storedState: SavedRIBState.StoredState, memo: SavedStateMemo?) throws {
        guard case let .value(state) = storedState, let memo else {
            try encode(storedState)
            return
        }
        try appendState(state, memo: memo)
    }

    /// The state `restoring` saves now, as ``appendState(_:memo:)`` writes it; of its own
    /// type until it is encoded, so that a state that did not change is never boxed.
    @MainActor
    private mutating func appendState(of restoring: some StateRestoring, memo: SavedStateMemo?) throws {
        let state = restoring.restorableState
        guard let memo else {
            try encode(.value(state))
            return
        }
        try appendState(state, memo: memo)
    }

    private mutating func appendState<State: Encodable & Sendable>(_ state: State, memo: SavedStateMemo) throws {
        if memo.appendJSON(for: state, to: &bytes) {
            return
        }
        let start = bytes.endIndex
        try encode(.value(state))
        memo.remember(bytes[start...], for: state)
    }

    private mutating func encode(_ storedState: SavedRIBState.StoredState) throws {
        if !StateJSONWriter.write(storedState, into: &bytes) {
            bytes.append(contentsOf: try stateEncoder.encode(storedState))
        }
    }

    private mutating func appendString(_ text: String) {
        StateJSONWriter.appendString(text, to: &bytes)
    }
}
