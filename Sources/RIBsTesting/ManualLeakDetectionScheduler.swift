import RIBs

/// A `LeakDetectionScheduler` driven by hand: a test clock that never sleeps.
///
/// Scheduled actions run only inside ``advance(by:)``, in the order they fall due; actions due at
/// the same time run in the order they were scheduled.
///
/// ```swift
/// let scheduler = ManualLeakDetectionScheduler()
/// var reports: [LeakReport] = []
/// let detector = LeakDetector(scheduler: scheduler, reportLeak: { reports.append($0) })
/// detector.expectDeallocate(object: interactor)
/// scheduler.advance(by: LeakDefaultExpectationTime.deallocation)
/// ```
@MainActor
public final class ManualLeakDetectionScheduler: LeakDetectionScheduler {

    /// The time elapsed on this clock since it was created.
    public private(set) var now: Duration = .zero

    /// How many scheduled actions have not run yet.
    public var pendingActionCount: Int {
        pendingActions.count
    }

    /// Creates a clock at time zero.
    public init() {}

    /// Schedules `action` to run when ``advance(by:)`` moves the clock `delay` past ``now``.
    ///
    /// - Parameters:
    ///   - delay: How long after ``now`` the action falls due.
    ///   - action: The action to run.
    public func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) {
        pendingActions.append(PendingAction(dueTime: now + delay, order: nextOrder, action: action))
        nextOrder += 1
    }

    /// Moves the clock forward by `duration`, running every action that falls due on the way.
    ///
    /// Each action runs with ``now`` set to its due time; actions it schedules run too if they
    /// fall due within `duration`.
    ///
    /// - Parameter duration: How far to move the clock; must not be negative.
    public func advance(by duration: Duration) {
        precondition(duration >= .zero, "ManualLeakDetectionScheduler cannot move back in time.")
        let endTime = now + duration
        while let index = indexOfNextAction(dueBy: endTime) {
            let due = pendingActions.remove(at: index)
            now = due.dueTime
            due.action()
        }
        now = endTime
    }

    // MARK: - Private

    private struct PendingAction {
        let dueTime: Duration
        let order: Int
        let action: @MainActor () -> Void
    }

    private var pendingActions: [PendingAction] = []
    private var nextOrder = 0

    private func indexOfNextAction(dueBy endTime: Duration) -> Int? {
        pendingActions.indices
            .filter { pendingActions[$0].dueTime <= endTime }
            .min { (pendingActions[$0].dueTime, pendingActions[$0].order) < (pendingActions[$1].dueTime, pendingActions[$1].order) }
    }
}
