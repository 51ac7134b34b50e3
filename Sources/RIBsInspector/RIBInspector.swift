import RIBs

/// The live state of one RIB tree for tools to show: its routers and a timeline of lifecycle
/// events and workflow steps, as Codable values (see ``InspectorMessage`` for the JSON format).
///
/// A workflow step joins the timeline when its actionable item is the interactor of a router
/// of the tree, under that router's name.
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

    /// The inspected tree now, with what each RIB would save.
    public var tree: InspectorTreeNode {
        InspectorTreeNode(router: root)
    }

    /// The tree and the timeline now: what a new client needs first.
    public var snapshot: InspectorSnapshot {
        InspectorSnapshot(tree: tree, timeline: timeline)
    }

    /// Each event from now on, with the tree right after it, delivered synchronously as it
    /// happens (after it joined ``timeline``).
    ///
    /// The tree is worked out for an event only while something subscribes: an inspector
    /// nobody watches (a server session whose page hides it) only keeps its timeline.
    public var updates: AnyPublisher<InspectorUpdate, Never> {
        updateSubject
            .handleEvents(receiveSubscription: { [weak self] _ in
                MainActor.assumeIsolated { self?.subscriberCount += 1 }
            }, receiveCancel: { [weak self] in
                MainActor.assumeIsolated { self?.subscriberCount -= 1 }
            })
            .eraseToAnyPublisher()
    }

    /// Each event from now on, without the tree, delivered synchronously as it happens (after
    /// it joined ``timeline``): for followers that need the events only, such as a recorder.
    public var events: AnyPublisher<TimelineEvent, Never> {
        eventSubject.eraseToAnyPublisher()
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
        timeline = InspectorTimeline(capacity: capacity, origin: TreeOutline(root.treeSnapshot()))
        treeEvents = RIBEvents(following: root)
        subscription = treeEvents.events.sink { [weak self] event in
            self?.record(event)
        }
        workflowSubscription = WorkflowEvents.steps.sink { [weak self] event in
            self?.record(event)
        }
    }

    // MARK: - Private

    private let root: any Routing
    private let clock: InspectorClock
    private let treeEvents: RIBEvents
    private let updateSubject = PassthroughSubject<InspectorUpdate, Never>()
    private let eventSubject = PassthroughSubject<TimelineEvent, Never>()
    private var subscription: AnyCancellable?
    private var workflowSubscription: AnyCancellable?
    private var nextSequence = 1
    /// How many subscriptions to ``updates`` are running.
    private var subscriberCount = 0

    private func record(_ event: RIBEvent) {
        append { sequence, elapsedMicroseconds in
            TimelineEvent(sequence: sequence,
                          elapsedMicroseconds: elapsedMicroseconds,
                          kind: TimelineEvent.Kind(event.type),
                          router: RouterTreeNode.name(of: event.router),
                          parent: event.parentRouter.map(RouterTreeNode.name(of:)))
        }
    }

    private func record(_ event: WorkflowStepEvent) {
        // Workflows report to every inspector: this one keeps the steps acting on its tree.
        guard let item = event.actionableItem as? any Interactable,
              let router = Self.router(of: item, inSubtreeOf: root) else {
            return
        }
        append { sequence, elapsedMicroseconds in
            TimelineEvent(sequence: sequence,
                          elapsedMicroseconds: elapsedMicroseconds,
                          kind: TimelineEvent.Kind(event.phase),
                          router: RouterTreeNode.name(of: router),
                          workflow: String(describing: type(of: event.workflow)),
                          step: event.stepNumber)
        }
    }

    /// Numbers and times the entry `makeEntry` makes, adds it and tells the followers.
    private func append(_ makeEntry: (_ sequence: Int, _ elapsedMicroseconds: Int64) -> TimelineEvent) {
        let entry = makeEntry(nextSequence, clock.elapsed().wholeMicroseconds)
        nextSequence += 1
        timeline.append(entry)
        eventSubject.send(entry)
        // The tree (each RIB's saved state encoded) costs far more than the entry.
        guard subscriberCount > 0 else {
            return
        }
        updateSubject.send(InspectorUpdate(event: entry, tree: tree))
    }

    /// The router of `interactor` in the tree under `router`, if it is there.
    private static func router(of interactor: any Interactable, inSubtreeOf router: any Routing) -> (any Routing)? {
        if router.interactable === interactor {
            return router
        }
        for child in router.children {
            if let found = Self.router(of: interactor, inSubtreeOf: child) {
                return found
            }
        }
        return nil
    }
}
