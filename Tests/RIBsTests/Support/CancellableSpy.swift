import RIBs

/// A cancellable that only counts its cancellations: unlike `AnyCancellable`, it does not cancel
/// when released, so a test sees whether the framework cancelled it explicitly.
@MainActor
final class CancellableSpy: Cancellable {

    private(set) var cancelCount = 0

    nonisolated func cancel() {
        MainActor.assumeIsolated {
            cancelCount += 1
        }
    }
}
