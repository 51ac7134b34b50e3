/// Runs the leak detector's checks after a delay; inject a manual one to test without sleeping.
@MainActor
///
/// The leak detector asks its scheduler for one wake-up at a time, at the earliest pending check,
/// and reads ``now`` to tell which checks are due.
public protocol LeakDetectionScheduler: AnyObject {

    /// The time on this scheduler's clock: it only moves forward, and an action scheduled
    /// after `delay` runs once ``now`` has moved `delay` past its value at scheduling.
    var now: Duration { get }

    /// Runs `action` on the main actor once `delay` has passed.
    ///
    /// - Parameters:
    ///   - delay: How long to wait.
    ///   - action: The check to run.
    func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void)
}

/// Schedules checks with `Task.sleep` on the main actor: the scheduler of real apps.
@MainActor
public final class TaskLeakDetectionScheduler: LeakDetectionScheduler {

    /// Creates the scheduler.
    public init() {}

    /// The time elapsed on the continuous clock since the scheduler was created.
    public var now: Duration {
        ContinuousClock.now - origin
    }

    /// Runs `action` on the main actor once `delay` has passed.
    ///
    /// - Parameters:
    ///   - delay: How long to wait.
    ///   - action: The check to run.
    public func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) {
        Task { @MainActor in
            try? await Task.sleep(for: delay)
            action()
        }
    }

    // MARK: - Private

    private let origin = ContinuousClock.now
}
