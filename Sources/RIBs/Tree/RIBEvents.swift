/// What happened to a RIB in the tree.
public enum RIBEventType: Sendable, Equatable {

    /// The RIB was attached to its parent.
    case attached

    /// The RIB was detached from its parent.
    case detached
}

/// A RIB attached to or detached from its parent, anywhere in the app.
@MainActor
public struct RIBEvent {

    /// Whether the RIB was attached or detached.
    public let type: RIBEventType

    /// The router of the RIB that was attached or detached.
    public let router: any Routing

    /// The router it was attached to or detached from.
    public let parentRouter: any Routing
}

/// The stream of every attach and detach in the app, for tools that follow the RIB tree.
///
/// RIBs Android offers the same stream; RIBs iOS has none. Events are delivered synchronously,
/// after the attach (child active and loaded) or the detach (child inactive and removed).
/// A router being deallocated detaches its remaining children without events: they left the
/// tree with it, and observers were told when it was detached.
@MainActor
public final class RIBEvents {

    /// The app-wide stream.
    public static let shared = RIBEvents()

    /// Every attach and detach from now on.
    public var events: AnyPublisher<RIBEvent, Never> {
        subject.eraseToAnyPublisher()
    }

    // MARK: - Internal

    func emit(_ event: RIBEvent) {
        subject.send(event)
    }

    // MARK: - Private

    private let subject = PassthroughSubject<RIBEvent, Never>()

    private init() {}
}
