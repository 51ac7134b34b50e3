import Foundation

/// What an inspector tells its clients, as JSON: version 1 of the RIB inspector format.
///
/// Every message is one JSON object with `"format": "ribs-inspector"`, `"version": 1` and a
/// `"type"`:
///
/// - `"snapshot"`: the whole state, sent first and whenever a client needs to start over:
///   `{"format":"ribs-inspector","version":1,"type":"snapshot","tree":{...},"events":[...],"capacity":500,"droppedEvents":0,
///   "history":[...]}`, where `"history"` holds the tree after each event as
///   `{"name":"RootRouter","active":true,"children":[...]}` (routers only)
/// - `"event"`: one event as it happens, with the tree right after it:
///   `{"format":"ribs-inspector","version":1,"type":"event","event":{...},"tree":{...}}`
/// - `"tree"`: the tree alone, after a change that was no lifecycle event (a tap changes what
///   a RIB would save): `{"format":"ribs-inspector","version":1,"type":"tree","tree":{...}}`
///
/// A tree node is `{"name":"RootRouter","active":true,"interactor":"RootInteractor",
/// "viewController":"RootViewController","state":"{…}","children":[...]}`, where `"state"`,
/// present only for a RIB whose interactor saves state, is the JSON text of what it would save
/// now, and `"viewController"` is absent for a viewless RIB (added within version 1: a client
/// that does not know `"interactor"` and `"viewController"` shows routers only). An event is
/// `{"sequence":3,"elapsedMicroseconds":1250,"kind":"loaded","router":"RootRouter"}`, with
/// `"parent"` for `attached` and `detached`, and `"workflow"` and `"step"` for a workflow's
/// steps. Times are microseconds since the inspector began, on a monotonic clock. `"kind"` is
/// open: today `attached`, `activated`, `loaded`, `deactivated`, `detached`,
/// `workflowStepStarted`, `workflowStepFinished`; clients show a kind they do not know by its
/// name.
///
/// Version 1 may gain fields and kinds; clients ignore what they do not know. Removing or
/// changing the meaning of a field raises the version.
public enum InspectorMessage: Codable, Sendable, Equatable {

    /// The whole state: tree and timeline.
    case snapshot(InspectorSnapshot)

    /// One event, with the tree after it.
    case event(InspectorUpdate)

    /// The tree now, after a change that was no lifecycle event.
    case tree(InspectorTreeNode)

    /// The value of `"format"` in every message.
    public static let format = "ribs-inspector"

    /// The version of the format these types read and write.
    public static let version = 1

    /// The message as JSON, keys sorted so that equal messages encode to equal bytes.
    ///
    /// - Returns: The UTF-8 JSON text.
    /// - Throws: An `EncodingError`, which these types do not cause.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// Reads a message written in this format.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: A `DecodingError` when the format, version or type is not this one's.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let format = try container.decode(String.self, forKey: .format)
        let version = try container.decode(Int.self, forKey: .version)
        guard format == Self.format, version == Self.version else {
            throw DecodingError.dataCorruptedError(forKey: .version, in: container,
                                                   debugDescription: "Not \(Self.format) version \(Self.version): \(format) version \(version).")
        }
        switch try container.decode(MessageType.self, forKey: .type) {
        case .snapshot:
            self = .snapshot(try InspectorSnapshot(from: decoder))
        case .event:
            self = .event(try InspectorUpdate(from: decoder))
        case .tree:
            self = .tree(try container.decode(InspectorTreeNode.self, forKey: .tree))
        }
    }

    /// Writes the message in this format.
    ///
    /// - Parameter encoder: The encoder to write to.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.format, forKey: .format)
        try container.encode(Self.version, forKey: .version)
        switch self {
        case .snapshot(let snapshot):
            try container.encode(MessageType.snapshot, forKey: .type)
            try snapshot.encode(to: encoder)
        case .event(let update):
            try container.encode(MessageType.event, forKey: .type)
            try update.encode(to: encoder)
        case .tree(let tree):
            try container.encode(MessageType.tree, forKey: .type)
            try container.encode(tree, forKey: .tree)
        }
    }

    // MARK: - Private

    private enum CodingKeys: String, CodingKey {
        case format, version, type, tree
    }

    private enum MessageType: String, Codable {
        case snapshot, event, tree
    }
}

/// The whole state of an inspector: its tree and its timeline.
public struct InspectorSnapshot: Codable, Sendable, Equatable {

    /// The inspected tree now.
    public let tree: InspectorTreeNode

    /// The events kept, oldest first.
    public let events: [TimelineEvent]

    /// The most events the inspector keeps.
    public let capacity: Int

    /// How many older events it dropped to keep within ``capacity``.
    public let droppedEvents: Int

    /// The tree after each event of ``events``, as routers attached and active (added within
    /// format version 1: a client that does not know it shows the tree now only); `nil` for
    /// a timeline started without its tree.
    public let history: [TreeOutline]?

    /// Creates a snapshot.
    ///
    /// - Parameters:
    ///   - tree: The inspected tree.
    ///   - timeline: The inspector's timeline.
    public init(tree: InspectorTreeNode, timeline: InspectorTimeline) {
        self.tree = tree
        events = timeline.events
        capacity = timeline.capacity
        droppedEvents = timeline.droppedCount
        let history = timeline.history
        self.history = history.isEmpty ? nil : history
    }
}

/// One event as it happened, with the tree right after it.
public struct InspectorUpdate: Codable, Sendable, Equatable {

    /// The event.
    public let event: TimelineEvent

    /// The inspected tree right after the event.
    public let tree: InspectorTreeNode

    /// Creates an update.
    ///
    /// - Parameters:
    ///   - event: The event.
    ///   - tree: The tree right after it.
    public init(event: TimelineEvent, tree: InspectorTreeNode) {
        self.event = event
        self.tree = tree
    }
}
