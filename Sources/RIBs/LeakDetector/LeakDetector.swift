import Foundation
import SystemCalls

/// Checks that objects go away when their RIB does, as RIBs iOS's leak detector does.
///
/// Routers and interactors register their expectations themselves: a deallocated router
/// expects its interactor to be deallocated, a detached RIB expects its view controller to
/// leave the screen, and so on. A missed expectation is reported through ``reportLeak``.
///
/// Setting the `DISABLE_LEAK_DETECTION` environment variable (to anything but `0`, `false` or
/// `no`) disables the shared ``instance``. Disabled, the framework's own expectations cost one branch each and allocate
/// nothing; the public `expect...` methods still return a handle.
///
/// As in RIBs iOS, a test under `@testable import RIBs` may subclass it, override
/// ``expectDeallocate(object:inTime:)`` and ``expectViewControllerDisappear(viewController:inTime:)``
/// to count what the framework expects, and install it with the internal `setInstance(_:)`
/// (RIBs iOS's `LeakDetectorMock`). RIBsTesting's `LeakDetectorRecording` does the same without
/// a subclass, and puts the detector back afterwards.
@MainActor
public class LeakDetector {

    /// The detector the framework registers its expectations with.
    //
    // Unchecked: read by every router's and interactor's deinit, and written only by a test's
    // `setInstance(_:)`; the main actor serialises both, and no access calls out.
    @exclusivity(unchecked)
    public private(set) static var instance = LeakDetector(isEnabled: !isDisabled(byEnvironment: ProcessInfo.processInfo.environment))

    /// Makes `newInstance` the detector the framework registers its expectations with: RIBs
    /// iOS's test hook, reached with `@testable import RIBs`. It stays until replaced; prefer
    /// RIBsTesting's `LeakDetectorRecording`, which puts the shared detector back.
    ///
    /// - Parameter newInstance: The detector, typically a test's subclass.
    static func setInstance(_ newInstance: LeakDetector) {
        instance = newInstance
    }

    /// Whether `environment` asks for leak detection to be off: `DISABLE_LEAK_DETECTION` is set
    /// to anything but an empty string, `0`, `false` or `no` (in any case).
    ///
    /// - Parameter environment: Environment variables, such as the process's.
    /// - Returns: Whether the shared ``instance`` starts disabled.
    public nonisolated static func isDisabled(byEnvironment environment: [String: String]) -> Bool {
        guard let value = environment["DISABLE_LEAK_DETECTION"] else {
            return false
        }
        return !["", "0", "false", "no"].contains(value.lowercased())
    }

    /// Whether expectations are checked at all.
    //
    // Unchecked: read by every router's and interactor's deinit, where the runtime's check cost
    // about 90 instructions. The main actor serialises every access, and a `Bool` has nothing
    // an overlapping access could corrupt.
    @exclusivity(unchecked)
    public var isEnabled: Bool

    /// Called with every leak found. The default writes the report to standard error; apps
    /// and tests install their own (a terminal UI shows it in place, a test fails).
    public var reportLeak: @MainActor (LeakReport) -> Void

    /// Runs the checks after their delay.
    ///
    /// Tests of code that registers expectations with the shared ``instance`` (every router
    /// does) replace it with a manual clock; checks already scheduled stay with the scheduler
    /// they were given to.
    public var scheduler: any LeakDetectionScheduler {
        get {
            checks.scheduler
        }
        set {
            checks = LeakCheckQueue(scheduler: newValue)
            checks.detector = self
        }
    }

    /// Called with every expectation registered while the detector is enabled, before it is
    /// checked: for tests that check which expectations a RIB registers (RIBsTesting's
    /// `LeakDetectorRecording` installs one).
    public var expectationObserver: (@MainActor (LeakExpectation) -> Void)?

    /// Whether expectations are pending, over time; replays the current value.
    public var status: AnyPublisher<LeakDetectionStatus, Never> {
        statusSubject.removeDuplicates().eraseToAnyPublisher()
    }

    /// Creates a detector.
    ///
    /// - Parameters:
    ///   - isEnabled: Whether expectations are checked.
    ///   - scheduler: Runs the checks after their delay; inject a manual one in tests.
    ///   - reportLeak: Called with every leak found; writes to standard error by default.
    public init(isEnabled: Bool = true,
                scheduler: any LeakDetectionScheduler = TaskLeakDetectionScheduler(),
                reportLeak: @escaping @MainActor (LeakReport) -> Void = LeakDetector.writeToStandardError) {
        self.isEnabled = isEnabled
        self.reportLeak = reportLeak
        checks = LeakCheckQueue(scheduler: scheduler)
        isSubclass = type(of: self) != LeakDetector.self
        checks.detector = self
    }

    /// Expects `object` to be deallocated within `time`.
    ///
    /// - Parameters:
    ///   - object: The object that should go away; held weakly.
    ///   - time: How long it may take.
    /// - Returns: A handle that cancels the expectation.
    @discardableResult
    public func expectDeallocate(object: AnyObject,
                                 inTime time: Duration = LeakDefaultExpectationTime.deallocation) -> LeakDetectionHandle {
        LeakDetectionHandle(token: isEnabled ? expect(.deallocation, of: object, inTime: time, isCancellable: true) : nil)
    }

    /// Expects `viewController` to leave the screen (or be deallocated) within `time`.
    ///
    /// - Parameters:
    ///   - viewController: The view controller that should disappear; held weakly.
    ///   - time: How long it may take.
    /// - Returns: A handle that cancels the expectation.
    @discardableResult
    public func expectViewControllerDisappear(viewController: any ViewControllable,
                                              inTime time: Duration = LeakDefaultExpectationTime.viewDisappear) -> LeakDetectionHandle {
        LeakDetectionHandle(token: isEnabled ? expect(.disappearance, of: viewController, inTime: time, isCancellable: true) : nil)
    }

    /// The default ``reportLeak``: writes the report to standard error, as far as it can (a
    /// full, closed or gone standard error loses the report; it never ends the process).
    ///
    /// - Parameter report: The leak found.
    public static func writeToStandardError(_ report: LeakReport) {
        write(report, to: FileDescriptor.standardError.rawValue)
    }

    // MARK: - Internal

    /// Writes `report` as ``writeToStandardError(_:)`` does, to `descriptor`: the tests' way to
    /// read it back without borrowing the process's standard error.
    ///
    /// A system write reports a failure where `FileHandle.write` would trap: the report is
    /// best effort, given up quietly at the first failure.
    static func write(_ report: LeakReport, to descriptor: Int32) {
        try? FileDescriptor(rawValue: descriptor).writeAll(Array("RIBs leak detector: \(report)\n".utf8), whenFull: .fail)
    }

    /// ``expectDeallocate(object:inTime:)`` for the framework's own expectations: while
    /// detection is disabled, it costs one branch and allocates nothing. A test's subclass is
    /// told through the method it overrides.
    @inline(__always)
    func expectDeallocation(of object: AnyObject, inTime time: Duration) {
        guard isEnabled else {
            return
        }
        guard !isSubclass else {
            expectDeallocate(object: object, inTime: time)
            return
        }
        expect(.deallocation, of: object, inTime: time, isCancellable: false)
    }

    /// ``expectViewControllerDisappear(viewController:inTime:)`` for the framework's own
    /// expectations: while detection is disabled, it costs one branch and allocates nothing.
    ///
    /// - Returns: The handle that cancels the expectation, or `nil` if detection is disabled.
    @inline(__always)
    func expectDisappearance(of viewController: any ViewControllable, inTime time: Duration) -> LeakDetectionHandle? {
        guard isEnabled else {
            return nil
        }
        return expectViewControllerDisappear(viewController: viewController, inTime: time)
    }

    /// Reports what `check`, now due, finds; called by the queue that held it.
    func finish(_ check: PendingLeakCheck, isCancelled: Bool) {
        pendingExpectationCount -= 1
        if !isCancelled, let leak = check.findLeak() {
            reportLeak(leak)
        }
    }

    // MARK: - Private

    private let statusSubject = CurrentValueSubject<LeakDetectionStatus, Never>(.didComplete)

    /// Changes of ``status`` are sent only when the count leaves or reaches zero.
    private var pendingExpectationCount = 0 {
        didSet {
            if (oldValue == 0) != (pendingExpectationCount == 0) {
                statusSubject.send(pendingExpectationCount > 0 ? .inProgress : .didComplete)
            }
        }
    }

    /// The checks waiting on the current ``scheduler``.
    private var checks: LeakCheckQueue

    /// Whether this is a test's subclass (RIBs iOS's `LeakDetectorMock`), which the framework
    /// tells of its expectations through the public methods it overrides.
    private let isSubclass: Bool

    /// Registers a check of `object` after `time`. Callers check ``isEnabled`` first.
    ///
    /// - Returns: The token that cancels the check, if it is cancellable.
    @discardableResult
    private func expect(_ expectation: LeakReport.Expectation, of object: AnyObject, inTime time: Duration,
                        isCancellable: Bool) -> LeakCheckToken? {
        pendingExpectationCount += 1
        defer {
            expectationObserver?(LeakExpectation(expectation: expectation, object: object, time: time))
        }
        return checks.add(expectation, of: object, after: time, isCancellable: isCancellable)
    }
}
