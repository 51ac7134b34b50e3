import RIBs

/// The live state of one RIB tree for tools to show: its routers and a timeline of lifecycle
/// events, as Codable values (see ``InspectorMessage`` for the JSON format).
///
/// An inspector follows the tree under the router it is given and sees that tree's events
/// only, however many trees the process runs (a server with one tree per session makes one
/// inspector per session). It keeps the ``RIBInspector/capacity`` most recent events.
///
/// ```swift
/// let inspector = RIBInspector(following: launchRouter)
/// send(.snapshot(inspector.snapshot))
/// let subscription = inspector.updates.sink { update in send(.event(update)) }
/// ```
@MainActor
public final class RIBInspector {

    /// The default ``capacity``.
    public static let defaultCapacity = 500

    /// The most events ``timeline`` keeps.
    public var capacity: Int {
        timeline.capacity
    }

    /// The most recent events, oldest first, and how many older ones were dropped.
    public private(set) var timeline: InspectorTimeline

    /// The inspected tree now.
    public var tree: InspectorTreeNode {
        InspectorTreeNode(root.treeSnapshot())
    }

    /// The tree and the timeline now: what a new client needs first.
    public var snapshot: InspectorSnapshot {
        InspectorSnapshot(tree: tree, timeline: timeline)
    }

    /// Each event from now on, with the tree right after it, delivered synchronously as it
    /// happens (after it joined ``timeline``).
    public var updates: AnyPublisher<InspectorUpdate, Never> {
        updateSubject.eraseToAnyPublisher()
    }

    /// Starts following the tree under `root`.
    ///
    /// - Parameters:
    ///   - root: The router at the top of the tree, usually the launch router; create the
    ///     inspector before launching to see the launch itself. The inspector keeps it alive.
    ///   - capacity: The most events kept; values below 1 keep 1.
    ///   - clock: Where event times come from; by default a monotonic clock starting now.
    public init(following root: any Routing, capacity: Int = RIBInspector.defaultCapacity, clock: InspectorClock = .continuous()) {
        self.root = root
        self.clock = clock
        timeline = InspectorTimeline(capacity: capacity)
        treeEvents = RIBEvents(following: root)
        subscription = treeEvents.events.sink { [weak self] event in
            self?.record(event)
        }
    }

    // MARK: - Private

    private let root: any Routing
    private let clock: InspectorClock
    private let treeEvents: RIBEvents
    private let updateSubject = PassthroughSubject<InspectorUpdate, Never>()
    private var subscription: AnyCancellable?
    private var nextSequence = 1

    private func record(_ event: RIBEvent) {
        let entry = TimelineEvent(sequence: nextSequence,
                                  elapsedMicroseconds: clock.elapsed().wholeMicroseconds,
                                  kind: TimelineEvent.Kind(event.type),
                                  router: Self.name(of: event.router),
                                  parent: event.parentRouter.map(Self.name(of:)))
        nextSequence += 1
        timeline.append(entry)
        updateSubject.send(InspectorUpdate(event: entry, tree: tree))
    }

    /// A router's name, as ``RIBs/Routing/treeSnapshot()`` gives it.
    private static func name(of router: any Routing) -> String {
        String(describing: type(of: router))
    }
}
