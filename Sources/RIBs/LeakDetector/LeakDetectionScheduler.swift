/// Runs the leak detector's checks after a delay; inject a manual one to test without sleeping.
@MainActor
public protocol LeakDetectionScheduler: AnyObject {

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
}
