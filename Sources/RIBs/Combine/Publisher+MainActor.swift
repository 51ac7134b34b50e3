import Dispatch
import SystemCalls

extension Publisher {

    /// Delivers this publisher's values and its completion on the main actor, in the order
    /// they were sent, whatever thread sends them: the Combine spelling of RxSwift's
    /// `observeOn(MainScheduler.instance)`, for Combine and OpenCombine alike (OpenCombine's
    /// `receive(on: DispatchQueue.main)` does not compile without its dispatch module).
    ///
    /// A value sent off the main thread into an interactor's stream would otherwise reach
    /// `@MainActor` code on that thread, which Swift 6 stops with a trap where RIBs iOS simply
    /// ran it. Unlike RxSwift's main scheduler, a value sent on the main thread is delivered on
    /// the main queue's next turn too, never inline, so that the order always holds. As with
    /// Combine's `receive(on:)`, values are handed over as they are: a sender must not go on
    /// changing a value of a reference type it has sent.
    ///
    /// ```swift
    /// service.scores                       // sent on a background queue
    ///     .receiveOnMainActor()
    ///     .sink { [weak self] score in
    ///         MainActor.assumeIsolated { self?.presenter.show(score: score) }
    ///     }
    ///     .cancelOnDeactivate(interactor: self)
    /// ```
    public func receiveOnMainActor() -> AnyPublisher<Output, Failure> {
        ReceiveOnMainQueue(upstream: self).eraseToAnyPublisher()
    }
}

/// A publisher whose events are each delivered by a block on the main queue, in order.
private struct ReceiveOnMainQueue<Upstream: Publisher>: Publisher {
    typealias Output = Upstream.Output
    typealias Failure = Upstream.Failure

    let upstream: Upstream

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        upstream.subscribe(MainQueueDelivery(downstream: subscriber))
    }
}

/// Takes the upstream's events on any thread and hands each to the downstream in a block on
/// the main queue: the queue's order is the order they came in. Demand goes upstream as the
/// downstream asks for it.
private final class MainQueueDelivery<Downstream: Subscriber>: Subscriber, Subscription, @unchecked Sendable {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    init(downstream: Downstream) {
        self.downstream = downstream
    }

    func receive(subscription: any Subscription) {
        lock.withLock { upstream = subscription }
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let handedOver = HandedOver(value: input)
        DispatchQueue.main.async { [self] in
            guard !isCancelled else {
                return
            }
            let more = downstream.receive(handedOver.value)
            if more > 0 {
                lock.withLock { upstream }?.request(more)
            }
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        DispatchQueue.main.async { [self] in
            guard !isCancelled else {
                return
            }
            downstream.receive(completion: completion)
        }
    }

    func request(_ demand: Subscribers.Demand) {
        lock.withLock { upstream }?.request(demand)
    }

    func cancel() {
        let upstream = lock.withLock {
            cancelled = true
            defer { self.upstream = nil }
            return self.upstream
        }
        upstream?.cancel()
    }

    // MARK: - Private

    private let downstream: Downstream
    private let lock = MutexLock()
    private var upstream: (any Subscription)?
    private var cancelled = false

    private var isCancelled: Bool {
        lock.withLock { cancelled }
    }
}

/// A value handed from the thread that sent it to the main queue, which alone uses it then.
private struct HandedOver<Value>: @unchecked Sendable {
    let value: Value
}
