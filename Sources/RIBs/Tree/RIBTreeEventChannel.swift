/// A router that carries the event channel of the followed tree it is in.
@MainActor
protocol RIBTreeEventReporting: AnyObject {

    /// The channel of the followed tree this router is in; `nil` when nobody follows it.
    var treeEventChannel: RIBTreeEventChannel? { get set }
}

/// Where the RIBs of one followed tree report their lifecycle; shared by its followers.
///
/// Every router of the tree carries the channel (the one field the tree's routers pay for), so
/// that attach, detach and load report to it directly; each interactor of the tree has an
/// ``RIBActivenessWatch`` that reports its activation and deactivation. Trees nobody follows
/// have neither.
@MainActor
final class RIBTreeEventChannel {

    /// Every event of the tree.
    let subject = PassthroughSubject<RIBEvent, Never>()

    /// The channel following `root`: a new one, or the one its followed tree already has.
    ///
    /// - Returns: The channel, and the router whose subtree the follower sees: `nil` for the
    ///   whole tree, `root` when `root` is inside a tree followed from higher up.
    static func channel(following root: any Routing) -> (RIBTreeEventChannel, subtree: (any Routing)?) {
        if let existing = (root as? any RIBTreeEventReporting)?.treeEventChannel {
            existing.followerCount += 1
            return (existing, existing.root === root ? nil : root)
        }
        return (RIBTreeEventChannel(root: root), nil)
    }

    /// A follower stopped; the last one takes the channel off the tree.
    func followerDidStop() {
        followerCount -= 1
        guard followerCount == 0 else {
            return
        }
        if let root {
            leave(subtreeOf: root)
        }
        for watch in watches.values {
            watch.stop()
        }
        watches.removeAll()
        subject.send(completion: .finished)
    }

    // MARK: - Reports from routers

    /// `child` was added to `parent`'s children, which are in this tree; it is not active yet.
    func routerDidAttach(_ child: any Routing, to parent: any Routing) {
        join(subtreeOf: child)
        send(.attached, child, parent: parent)
    }

    /// `child`, inactive now, was removed from `parent`'s children.
    func routerDidDetach(_ child: any Routing, from parent: any Routing) {
        leave(subtreeOf: child)
        send(.detached, child, parent: parent)
    }

    /// `router` was loaded; its `didLoad()` runs next.
    func routerDidLoad(_ router: any Routing) {
        send(.loaded, router, parent: nil)
    }

    /// A router of this tree is being deallocated: its children leave the tree with it.
    func routerWillDeallocate(_ identifier: ObjectIdentifier, children: [any Routing]) {
        watches.removeValue(forKey: identifier)?.stop()
        for child in children {
            leave(subtreeOf: child)
        }
    }

    /// Reports from the interactors' watches.
    func send(_ type: RIBEventType, _ router: any Routing, parent: (any Routing)?) {
        subject.send(RIBEvent(type: type, router: router, parentRouter: parent))
    }

    // MARK: - Private

    private weak var root: (any Routing)?
    private var followerCount = 1
    private var watches: [ObjectIdentifier: RIBActivenessWatch] = [:]

    private init(root: any Routing) {
        self.root = root
        join(subtreeOf: root)
    }

    /// Takes `router` and its descendants into this tree, except those of another followed tree.
    private func join(subtreeOf router: any Routing) {
        if let reporting = router as? any RIBTreeEventReporting {
            guard reporting.treeEventChannel == nil else {
                // A tree followed on its own keeps reporting to its own followers.
                return
            }
            reporting.treeEventChannel = self
        }
        // A watch left by a deallocated router whose address was reused stops first.
        watches.updateValue(RIBActivenessWatch(router: router, channel: self), forKey: ObjectIdentifier(router))?.stop()
        for child in router.children {
            join(subtreeOf: child)
        }
    }

    /// Takes `router` and its descendants out of this tree.
    private func leave(subtreeOf router: any Routing) {
        if let reporting = router as? any RIBTreeEventReporting {
            guard reporting.treeEventChannel === self else {
                return
            }
            reporting.treeEventChannel = nil
        }
        watches.removeValue(forKey: ObjectIdentifier(router))?.stop()
        for child in router.children {
            leave(subtreeOf: child)
        }
    }
}

/// Reports the activations and deactivations of one router's interactor to its tree's channel.
@MainActor
final class RIBActivenessWatch: InteractorActivenessObserver {

    init(router: any Routing, channel: RIBTreeEventChannel) {
        self.router = router
        self.channel = channel
        let interactable = router.interactable
        if let interactor = interactable as? Interactor {
            // Told before the router, so that an interactor's event comes before those of the
            // children its router takes along.
            interactor.addActivenessObserver(self, first: true)
            observedInteractor = interactor
        } else {
            // A mock, say: its stream replays the current state first, which is no change.
            subscription = interactable.isActiveStream
                .dropFirst()
                .sink { [weak self] isActive in
                    self?.interactorActivenessDidChange(isActive: isActive)
                }
        }
    }

    /// Stops too, should the channel ever let the watch go unstopped: the interactor holds its
    /// observers `unowned(unsafe)`.
    isolated deinit {
        stop()
    }

    /// Stops reporting; called before the channel lets the watch go.
    func stop() {
        observedInteractor?.removeActivenessObserver(ObjectIdentifier(self))
        observedInteractor = nil
        subscription = nil
    }

    // MARK: - InteractorActivenessObserver

    func interactorActivenessDidChange(isActive: Bool) {
        // A router being deallocated deactivates its interactor; it is not handed out.
        guard let router, let channel else {
            return
        }
        channel.send(isActive ? .activated : .deactivated, router, parent: nil)
    }

    // MARK: - Private

    private weak var router: (any Routing)?
    private weak var channel: RIBTreeEventChannel?
    private weak var observedInteractor: Interactor?
    private var subscription: AnyCancellable?
}
