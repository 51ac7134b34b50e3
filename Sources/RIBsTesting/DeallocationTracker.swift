/// Watches objects weakly and tells which of them are still alive: a check for retain cycles
/// that works with any test framework.
///
/// ```swift
/// let tracker = DeallocationTracker()
/// do {
///     let interactor = tracker.track(MyInteractor())
///     ...
/// }
/// #expect(tracker.aliveObjects == [])   // XCTest: XCTAssertEqual(tracker.aliveObjects, [])
/// ```
@MainActor
public final class DeallocationTracker {

    /// The names of the tracked objects that are still alive, in tracking order.
    public var aliveObjects: [String] {
        trackedObjects.filter { $0.object != nil }.map(\.name)
    }

    /// Whether every tracked object has been deallocated.
    public var isEverythingDeallocated: Bool {
        trackedObjects.allSatisfy { $0.object == nil }
    }

    /// Which tracked objects are still alive, as a sentence for a test failure.
    public var summary: String {
        let alive = aliveObjects
        return alive.isEmpty
            ? "Every tracked object was deallocated."
            : "Still alive: \(alive.joined(separator: ", "))."
    }

    /// Creates a tracker that tracks nothing yet.
    public init() {}

    /// Starts watching `object`, without retaining it.
    ///
    /// - Parameters:
    ///   - object: The object expected to be deallocated later.
    ///   - name: How ``aliveObjects`` names it; its type name by default.
    /// - Returns: `object`, so that tracking can wrap its creation.
    @discardableResult
    public func track<Object: AnyObject>(_ object: Object, name: String? = nil) -> Object {
        trackedObjects.append(TrackedObject(object: object, name: name ?? String(describing: type(of: object))))
        return object
    }

    // MARK: - Private

    private struct TrackedObject {
        weak var object: AnyObject?
        let name: String
    }

    private var trackedObjects: [TrackedObject] = []
}
