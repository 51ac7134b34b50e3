import RIBs

/// Records what a `LeakDetector` is asked to watch and what it reports, on a manual clock:
/// the supported way for a test to check that a RIB registers its leak expectations (a router's
/// deinit expects its interactor gone, a viewable router's deactivation expects its view
/// controller off screen), where RIBs iOS tests install a leak detector of their own.
///
/// ```swift
/// LeakDetectorRecording.record { recording in
///     _ = LoggedInRouter(interactor: interactor, ...)   // deallocated at once
///     #expect(recording.expectations.map(\.objectType) == ["LoggedInInteractor"])
///     recording.scheduler.advance(by: LeakDefaultExpectationTime.deallocation)
///     #expect(recording.reports.isEmpty)
/// }
/// ```
@MainActor
public final class LeakDetectorRecording {

    /// Every expectation registered so far, in order.
    public private(set) var expectations: [LeakExpectation] = []

    /// Every leak reported so far, in order.
    public private(set) var reports: [LeakReport] = []

    /// The clock the detector's checks run on while recording; advance it to run them.
    public let scheduler = ManualLeakDetectionScheduler()

    /// Points `detector` (the shared `LeakDetector/instance` by default, which the framework
    /// registers with) at this recording: enabled, on ``scheduler``, reporting here, while
    /// `body` runs; then puts the detector back as it was.
    ///
    /// Expectations registered meanwhile stay with ``scheduler`` and never run afterwards.
    ///
    /// - Parameters:
    ///   - detector: The detector to record.
    ///   - body: The test, given the recording.
    public static func record<Result>(on detector: LeakDetector = .instance,
                                      _ body: (LeakDetectorRecording) throws -> Result) rethrows -> Result {
        let saved = (isEnabled: detector.isEnabled, scheduler: detector.scheduler,
                     reportLeak: detector.reportLeak, observer: detector.expectationObserver)
        defer {
            detector.isEnabled = saved.isEnabled
            detector.scheduler = saved.scheduler
            detector.reportLeak = saved.reportLeak
            detector.expectationObserver = saved.observer
        }
        let recording = LeakDetectorRecording()
        detector.isEnabled = true
        detector.scheduler = recording.scheduler
        detector.reportLeak = { [recording] report in
            recording.reports.append(report)
        }
        detector.expectationObserver = { [recording] expectation in
            recording.expectations.append(expectation)
        }
        return try body(recording)
    }

    // MARK: - Private

    private init() {}
}
