import RIBs
import RIBsInspector

/// The live RIB inspector of a session, as its page shows it: nothing until the page asks,
/// then a snapshot of the tree, each lifecycle event as it happens, and the tree again with
/// every screen (what each RIB would save changes with the screen, often without an event).
@MainActor
final class SessionInspectorFeed {

    /// Follows `router`'s tree, sending the page what it shows through `send`.
    init(following router: any LaunchRouting, send: @escaping @MainActor (ServerMessage) -> Void) {
        inspector = RIBInspector(following: router)
        self.send = send
    }

    /// The inspector the feed reads, which the session's trace also records from.
    let inspector: RIBInspector

    /// Starts sending the page the tree and its events, or stops.
    func show(_ visible: Bool) {
        subscription = nil
        guard visible else {
            return
        }
        send(.inspector(.snapshot(inspector.snapshot)))
        subscription = inspector.updates.sink { [weak self] update in
            self?.send(.inspector(.event(update)))
        }
    }

    /// Stops sending: the page went, or another took its place, which asks again if it shows
    /// the inspector.
    func stop() {
        subscription = nil
    }

    /// Sends the tree as it is now, if the page shows the inspector; called with each screen.
    func screenDidChange() {
        if subscription != nil {
            send(.inspector(.tree(inspector.tree)))
        }
    }

    // MARK: - Private

    private let send: @MainActor (ServerMessage) -> Void
    private var subscription: AnyCancellable?
}
