import RIBs

/// One entry of an inspector's timeline: what happened to which RIB, and when.
public struct TimelineEvent: Codable, Sendable, Equatable {

    /// What happened. Open, so that new kinds (a workflow's steps, say) can join without
    /// breaking clients: a client shows a kind it does not know as its raw value.
    public struct Kind: RawRepresentable, Codable, Sendable, Hashable, CustomStringConvertible {

        /// The kind's name on the wire, such as `"attached"`.
        public let rawValue: String

        /// Creates a kind from its name on the wire.
        ///
        /// - Parameter rawValue: The kind's name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The kind of a RIBs lifecycle event.
        ///
        /// - Parameter type: The event's type.
        public init(_ type: RIBEventType) {
            self.init(rawValue: type.rawValue)
        }

        /// The router was added to its parent's children.
        public static let attached = Kind(.attached)

        /// The interactor became active.
        public static let activated = Kind(.activated)

        /// The router was loaded.
        public static let loaded = Kind(.loaded)

        /// The interactor became inactive.
        public static let deactivated = Kind(.deactivated)

        /// The router was removed from its parent's children.
        public static let detached = Kind(.detached)

        /// The raw value.
        public var description: String {
            rawValue
        }

        /// Decodes the kind from a bare string.
        ///
        /// - Parameter decoder: The decoder to read from.
        public init(from decoder: any Decoder) throws {
            rawValue = try decoder.singleValueContainer().decode(String.self)
        }

        /// Encodes the kind as a bare string.
        ///
        /// - Parameter encoder: The encoder to write to.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }
    }

    /// The event's number in its inspector: 1 for the first event it saw, one more for each
    /// next, so that a gap shows events lost between two messages.
    public let sequence: Int

    /// When the event happened, in whole microseconds since the inspector began, on its
    /// ``InspectorClock``.
    public let elapsedMicroseconds: Int64

    /// What happened.
    public let kind: Kind

    /// The type name of the router it happened to, as in ``InspectorTreeNode/name``.
    public let router: String

    /// The type name of the router it was attached to or detached from; `nil` for other kinds.
    public let parent: String?

    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - sequence: The event's number in its inspector.
    ///   - elapsedMicroseconds: When it happened, in microseconds since the inspector began.
    ///   - kind: What happened.
    ///   - router: The type name of the router it happened to.
    ///   - parent: The type name of the parent router, for attach and detach.
    public init(sequence: Int, elapsedMicroseconds: Int64, kind: Kind, router: String, parent: String? = nil) {
        self.sequence = sequence
        self.elapsedMicroseconds = elapsedMicroseconds
        self.kind = kind
        self.router = router
        self.parent = parent
    }
}
