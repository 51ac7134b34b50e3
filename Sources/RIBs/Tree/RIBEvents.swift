/// What happened to a RIB in the tree.
public enum RIBEventType: String, Sendable, Equatable, CaseIterable {

    /// The RIB's router was added to its parent's children; its interactor activates next.
    case attached

    /// The RIB's interactor became active, before its `didBecomeActive()` runs.
    case activated

    /// The RIB's router was loaded, before its `didLoad()` runs (which may attach children).
    case loaded

    /// The RIB's interactor became inactive, after its `willResignActive()` ran.
    case deactivated

    /// The RIB's router was removed from its parent's children, after it deactivated.
    case detached
}

/// One lifecycle event of a RIB in a followed tree.
@MainActor
public struct RIBEvent {

    /// What happened.
    public let type: RIBEventType

    /// The router of the RIB it happened to.
    public let router: any Routing

    /// The router it was attached to or detached from; `nil` for the other events.
    public let parentRouter: (any Routing)?
}

/// The lifecycle events of one RIB tree, for tools that follow it: an inspector, a log, a test.
///
/// Follows the tree under the router given (usually the launch router) for as long as this
/// object lives, and sees that tree's events only, however many trees the process runs. Events
/// are delivered synchronously, in the order things happen, top-down:
///
/// - attaching a child: `attached`, `activated`, `loaded`, then what the child's `didLoad()`
///   does (its own children's events);
/// - detaching a child: `deactivated` for it and then for each descendant, then `detached`;
/// - deactivating or activating an interactor: the same event for it, then for its subtree.
///
/// ```swift
/// let treeEvents = RIBEvents(following: launchRouter)
/// let subscription = treeEvents.events.sink { event in print(event.type, type(of: event.router)) }
/// ```
///
/// A router being deallocated takes its remaining children out of the tree without `detached`
/// events: an event must not hand out a router being deallocated.
///
/// - Note: Trees nobody follows pay one `nil` check per attach, detach and load; activation
///   costs them nothing. A followed tree's RIBs each carry a small observer.
@MainActor
public final class RIBEvents {

    /// Every event of the tree from now on.
    public var events: AnyPublisher<RIBEvent, Never> {
        guard let subtree = followedSubtree else {
            return channel.subject.eraseToAnyPublisher()
        }
        return channel.subject
            .filter { [weak subtree] event in
                guard let subtree else {
                    return false
                }
                return subtree.containsInSubtree(event.router)
                    || event.parentRouter.map { subtree.containsInSubtree($0) } == true
            }
            .eraseToAnyPublisher()
    }

    /// Starts following the tree under `root`, including RIBs attached to it later.
    ///
    /// - Parameter root: The router at the top of the tree to follow, usually the launch router,
    ///   before or after it launched. Several followers of one tree share its reports. Following
    ///   a router inside a followed tree sees the events of that router's subtree for as long as
    ///   it stays in that tree; a followed tree attached into another followed tree keeps
    ///   reporting to its own followers only.
    public init(following root: any Routing) {
        let (channel, subtree) = RIBTreeEventChannel.channel(following: root)
        self.channel = channel
        followedSubtree = subtree
    }

    isolated deinit {
        channel.followerDidStop()
    }

    // MARK: - Private

    private let channel: RIBTreeEventChannel

    /// The router whose subtree this follower sees, when it follows part of a larger tree.
    private weak var followedSubtree: (any Routing)?
}

extension Routing {

    /// Whether `router` is this router or one of its descendants.
    fileprivate func containsInSubtree(_ router: any Routing) -> Bool {
        self === router || children.contains { $0.containsInSubtree(router) }
    }
}
