import SystemCalls

/// A subject that gives each new subscriber the last `bufferSize` values first, then what is
/// sent after it subscribed: RxSwift's `ReplaySubject`, which Combine does not have. RIBs
/// tutorial 4 hands actionable items through one (`ReplaySubject.create(bufferSize: 1)`), so
/// that a workflow step that subscribes late still gets the item.
///
/// ```swift
/// let subject = ReplaySubject<Int, Never>(bufferSize: 2)
/// subject.send(1); subject.send(2); subject.send(3)
/// subject.sink { print($0) }   // 2, 3, then whatever is sent next
/// ```
///
/// A completion is replayed too, after the buffered values. Each subscriber gets values as it
/// demands them; what it has not demanded yet waits for it. Like Combine's subjects, it may be
/// used from any thread; values are delivered on the thread that sends them.
public final class ReplaySubject<Output, Failure: Error>: Subject, @unchecked Sendable {

    /// Creates a subject that replays the last `bufferSize` values (at least 1).
    public init(bufferSize: Int) {
        self.bufferSize = Swift.max(bufferSize, 1)
    }

    /// RxSwift's spelling: `ReplaySubject<Item, Never>.create(bufferSize: 1)`.
    public static func create(bufferSize: Int) -> ReplaySubject<Output, Failure> {
        ReplaySubject(bufferSize: bufferSize)
    }

    public func send(_ value: Output) {
        let subscriptions: [any ReplayDelivering<Output, Failure>] = lock.withLock {
            guard completion == nil else {
                return []
            }
            buffer.append(value)
            if buffer.count > bufferSize {
                buffer.removeFirst(buffer.count - bufferSize)
            }
            return self.subscriptions
        }
        subscriptions.forEach { $0.enqueue(value) }
    }

    public func send(completion: Subscribers.Completion<Failure>) {
        let subscriptions: [any ReplayDelivering<Output, Failure>] = lock.withLock {
            guard self.completion == nil else {
                return []
            }
            self.completion = completion
            defer { self.subscriptions.removeAll() }
            return self.subscriptions
        }
        subscriptions.forEach { $0.finish(with: completion) }
    }

    public func send(subscription: any Subscription) {
        subscription.request(.unlimited)
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let subscription = ReplaySubscription(subscriber: subscriber) { [weak self] subscription in
            self?.remove(subscription)
        }
        let (replayed, completion) = lock.withLock {
            if self.completion == nil {
                subscriptions.append(subscription)
            }
            return (buffer, self.completion)
        }
        subscription.start(replaying: replayed, then: completion)
    }

    // MARK: - Private

    private let bufferSize: Int
    private let lock = MutexLock()
    private var buffer: [Output] = []
    private var completion: Subscribers.Completion<Failure>?
    private var subscriptions: [any ReplayDelivering<Output, Failure>] = []

    private func remove(_ subscription: AnyObject) {
        lock.withLock {
            subscriptions.removeAll { $0 === subscription }
        }
    }
}

/// What a ``ReplaySubject`` asks of each of its subscriptions.
protocol ReplayDelivering<Output, Failure>: AnyObject, Sendable {
    associatedtype Output
    associatedtype Failure: Error

    /// Queues `value` and delivers what the subscriber has demanded.
    func enqueue(_ value: Output)

    /// Delivers what is queued as demanded, then `completion`.
    func finish(with completion: Subscribers.Completion<Failure>)
}

/// One subscriber of a ``ReplaySubject``: the values it has not yet demanded wait here, and are
/// delivered in order, never two at once, whichever thread sends or demands.
private final class ReplaySubscription<S: Subscriber>: Subscription, ReplayDelivering, @unchecked Sendable {

    typealias Output = S.Input
    typealias Failure = S.Failure

    init(subscriber: S, onCancel: @escaping @Sendable (AnyObject) -> Void) {
        self.subscriber = subscriber
        self.onCancel = onCancel
    }

    /// Hands the subscriber this subscription, then what the subject replays.
    func start(replaying values: [Output], then completion: Subscribers.Completion<Failure>?) {
        lock.withLock {
            pending.append(contentsOf: values)
            self.completion = completion
        }
        subscriber?.receive(subscription: self)
        drain()
    }

    func enqueue(_ value: Output) {
        lock.withLock {
            pending.append(value)
        }
        drain()
    }

    func finish(with completion: Subscribers.Completion<Failure>) {
        lock.withLock {
            self.completion = completion
        }
        drain()
    }

    func request(_ demand: Subscribers.Demand) {
        lock.withLock {
            self.demand += demand
        }
        drain()
    }

    func cancel() {
        lock.withLock {
            subscriber = nil
            pending.removeAll()
            completion = nil
        }
        onCancel(self)
    }

    // MARK: - Private

    private let lock = MutexLock()
    private var subscriber: S?
    private let onCancel: @Sendable (AnyObject) -> Void
    private var pending: [Output] = []
    private var completion: Subscribers.Completion<Failure>?
    private var demand: Subscribers.Demand = .none
    /// What ``drain()`` hands the subscriber next, outside the lock.
    private enum Delivery {
        case value(S, Output)
        case completion(S, Subscribers.Completion<Failure>)
    }

    /// Whether a call is delivering already: a value sent from inside a subscriber's
    /// `receive` is queued, and delivered by that call once `receive` returns.
    private var isDelivering = false

    /// Delivers queued values while the subscriber demands them, then the completion once
    /// nothing is queued.
    private func drain() {
        while true {
            let next: Delivery? = lock.withLock {
                guard !isDelivering, let subscriber else {
                    return nil
                }
                if !pending.isEmpty, demand > 0 {
                    demand -= 1
                    isDelivering = true
                    return .value(subscriber, pending.removeFirst())
                }
                if pending.isEmpty, let completion {
                    self.subscriber = nil
                    self.completion = nil
                    return .completion(subscriber, completion)
                }
                return nil
            }
            switch next {
            case let .value(subscriber, value)?:
                let more = subscriber.receive(value)
                lock.withLock {
                    demand += more
                    isDelivering = false
                }
            case let .completion(subscriber, completion)?:
                subscriber.receive(completion: completion)
                return
            case nil:
                return
            }
        }
    }
}
