@testable import RIBs

/// Stands in for RIBs iOS's `LeakDetectorMock`, whose overrides take UIKit's and Foundation's
/// types: it counts what the framework expects.
final class LeakDetectorMock: LeakDetector {

    var expectDeallocateCallCount = 0
    var expectViewControllerDisappearCallCount = 0
    var statusCallCount = 0

    override func expectDeallocate(object: AnyObject, inTime time: Duration) -> LeakDetectionHandle {
        expectDeallocateCallCount += 1
        return LeakDetectionHandle(token: nil)
    }

    override func expectViewControllerDisappear(viewController: any ViewControllable, inTime time: Duration) -> LeakDetectionHandle {
        expectViewControllerDisappearCallCount += 1
        return LeakDetectionHandle(token: nil)
    }

    override var status: AnyPublisher<LeakDetectionStatus, Never> {
        statusCallCount += 1
        return super.status
    }
}
