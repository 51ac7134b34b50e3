extension Publisher where Failure == Never, Output: Sendable {

    /// This publisher's values as an `AsyncStream`, which finishes when the publisher does.
    ///
    /// Ending the iteration (or cancelling the iterating task) cancels the subscription on the
    /// main actor.
    @MainActor
    var asyncStream: AsyncStream<Output> {
        AsyncStream { continuation in
            let holder = SubscriptionHolder()
            holder.subscription = sink(
                receiveCompletion: { _ in continuation.finish() },
                receiveValue: { continuation.yield($0) }
            )
            continuation.onTermination = { _ in
                Task { @MainActor in holder.subscription = nil }
            }
        }
    }
}

/// Keeps a subscription on the main actor, where a stream's termination handler can end it.
@MainActor
private final class SubscriptionHolder {

    var subscription: AnyCancellable?
}
