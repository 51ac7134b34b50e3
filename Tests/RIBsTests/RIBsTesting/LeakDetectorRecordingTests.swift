import RIBs
import RIBsTesting
import Testing

/// What RIBs iOS's own tests check with a leak detector of their own, through
/// `LeakDetectorRecording`.
@MainActor
struct LeakDetectorRecordingTests {

    @Test func aRoutersDeinitExpectsItsInteractorToGo() {
        LeakDetectorRecording.record { recording in
            let interactor = RecordingInteractor()
            do {
                _ = RecordingRouter(interactor: interactor)
            }

            #expect(recording.expectations.count == 1)
            #expect(recording.expectations.first?.isAbout(interactor) == true)
            #expect(recording.expectations.first?.expectation == .deallocation)
            #expect(recording.expectations.first?.time == LeakDefaultExpectationTime.deallocation)
            recording.scheduler.advance(by: .seconds(1))
            #expect(recording.reports.map(\.objectType) == ["RecordingInteractor"])
        }
    }

    @Test func aViewableRoutersDeactivationExpectsItsViewToDisappear() {
        LeakDetectorRecording.record { recording in
            let parent = RecordingRouter(name: "parent")
            let viewController = ViewControllableMock()
            let child = ViewableRouter(interactor: RecordingInteractor(), viewController: viewController)
            parent.attachChild(child)
            #expect(recording.expectations.isEmpty)

            parent.detachChild(child)

            #expect(recording.expectations.map(\.expectation) == [.disappearance])
            #expect(recording.expectations.first?.isAbout(viewController) == true)
            #expect(recording.expectations.first?.time == LeakDefaultExpectationTime.viewDisappear)
        }
    }

    @Test func aViewableRoutersDeinitExpectsItsViewThenItsInteractorToGo() {
        LeakDetectorRecording.record { recording in
            let viewController = ViewControllableMock()
            let interactor = RecordingInteractor()
            do {
                _ = ViewableRouter(interactor: interactor, viewController: viewController)
            }

            let expected: [(LeakReport.Expectation, AnyObject)] = [(.deallocation, viewController), (.deallocation, interactor)]
            #expect(recording.expectations.count == expected.count)
            for (recorded, (expectation, object)) in zip(recording.expectations, expected) {
                #expect(recorded.expectation == expectation)
                #expect(recorded.isAbout(object))
            }
        }
    }

    @Test func theDetectorIsPutBackAsItWas() {
        let detector = LeakDetector(isEnabled: false, scheduler: ManualLeakDetectionScheduler())
        let scheduler = detector.scheduler

        LeakDetectorRecording.record(on: detector) { recording in
            #expect(detector.isEnabled)
            #expect(detector.scheduler === recording.scheduler)
            detector.expectDeallocate(object: recording)
            #expect(recording.expectations.count == 1)
        }

        #expect(!detector.isEnabled)
        #expect(detector.scheduler === scheduler)
        #expect(detector.expectationObserver == nil)
    }
}
