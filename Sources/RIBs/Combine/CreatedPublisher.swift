import SystemCalls

extension AnyPublisher {

    /// RxSwift's `Observable.create`, for the Combine API: a stream whose every subscription runs
    /// `subscribe`, which sends values and a completion to the observer it is given, and returns
    /// what to cancel when the subscription ends.
    ///
    /// The returned cancellable is cancelled when the subscriber cancels, and once the stream has
    /// completed, as RxSwift disposes the disposable `create` returns. Nothing is sent after the
    /// completion. Values sent while the subscriber has asked for none wait, in order, until it
    /// asks (RxSwift has no demand; a `sink` asks for every value).
    ///
    /// ```swift
    /// AnyPublisher<Int, Never>.create { observer in
    ///     observer.send(1)
    ///     observer.send(completion: .finished)
    ///     return AnyCancellable {}
    /// }
    /// ```
    ///
    /// - Parameter subscribe: Runs for each subscription, given its observer.
    /// - Returns: The stream.
    public static func create(_ subscribe: @escaping (CreatedStreamObserver<Output, Failure>) -> AnyCancellable) -> AnyPublisher {
        CreatedPublisher(subscribe: subscribe).eraseToAnyPublisher()
    }
}

/// What `AnyPublisher.create`'s closure sends its values and completion to.
public struct CreatedStreamObserver<Output, Failure: Error> {

    /// Sends `value`, unless the stream has completed or been cancelled.
    public func send(_ value: Output) {
        subscription.receive(.value(value))
    }

    /// Completes the stream, unless it has completed or been cancelled already.
    public func send(completion: Subscribers.Completion<Failure>) {
        subscription.receive(.completion(completion))
    }

    let subscription: any CreatedStreamEvents<Output, Failure>
}

extension CreatedStreamObserver where Failure == any Error {

    /// RxSwift's `Single.create`, `Maybe.create` and `Completable.create` observer: a value
    /// then the end, the end alone, or a failure.
    public func callAsFunction(_ event: TraitEvent<Output>) {
        switch event {
        case let .success(value):
            send(value)
            send(completion: .finished)
        case .completed:
            send(completion: .finished)
        case let .failure(error), let .error(error):
            send(completion: .failure(error))
        }
    }
}

/// What the closure of RxSwift's `Single.create`, `Maybe.create` and `Completable.create` tells
/// its observer, spelt as RxSwift spells it: `AnyPublisher.create`'s observer takes them.
public enum TraitEvent<Output> {

    /// The one value, then the end (a `Single`'s, or a `Maybe`'s).
    case success(Output)

    /// The end, with no value (a `Maybe`'s or a `Completable`'s).
    case completed

    /// A failure: RxSwift 6's spelling for a `Single`.
    case failure(any Error)

    /// A failure: RxSwift 5's spelling, and a `Maybe`'s or a `Completable`'s.
    case error(any Error)
}

/// A subscription of a created stream, as its observer sees it.
protocol CreatedStreamEvents<Output, Failure>: AnyObject {
    associatedtype Output
    associatedtype Failure: Error

    func receive(_ event: CreatedStreamEvent<Output, Failure>)
}

/// A value or the completion, sent to a created stream's observer.
enum CreatedStreamEvent<Output, Failure: Error> {
    case value(Output)
    case completion(Subscribers.Completion<Failure>)

    var isCompletion: Bool {
        if case .completion = self {
            return true
        }
        return false
    }
}

/// The publisher `AnyPublisher.create` erases.
private struct CreatedPublisher<Output, Failure: Error>: Publisher {

    let subscribe: (CreatedStreamObserver<Output, Failure>) -> AnyCancellable

    func receive<Downstream: Subscriber>(subscriber: Downstream) where Downstream.Input == Output, Downstream.Failure == Failure {
        let subscription = CreatedSubscription(downstream: subscriber)
        subscriber.receive(subscription: subscription)
        subscription.start(subscribe)
    }
}

/// One subscription of a created stream: holds back what the subscriber has not asked for, and
/// cancels what the closure returned when it ends.
private final class CreatedSubscription<Downstream: Subscriber>: Subscription, CreatedStreamEvents, @unchecked Sendable {

    typealias Output = Downstream.Input
    typealias Failure = Downstream.Failure

    init(downstream: Downstream) {
        self.downstream = downstream
    }

    /// Runs the stream's closure; cancels what it returns at once if the stream ended meanwhile.
    func start(_ subscribe: (CreatedStreamObserver<Output, Failure>) -> AnyCancellable) {
        let cancellable = subscribe(CreatedStreamObserver(subscription: self))
        let hasEnded = lock.withLock {
            onEnd = cancellable
            return downstream == nil
        }
        if hasEnded {
            end()
        }
    }

    func receive(_ event: CreatedStreamEvent<Output, Failure>) {
        lock.withLock {
            guard downstream != nil, !isCompleted else {
                return
            }
            pending.append(event)
            isCompleted = event.isCompletion
        }
        deliver()
    }

    func request(_ demand: Subscribers.Demand) {
        lock.withLock {
            self.demand += demand
        }
        deliver()
    }

    func cancel() {
        lock.withLock {
            downstream = nil
            pending.removeAll()
        }
        end()
    }

    // MARK: - Private

    private let lock = MutexLock()
    // Read and written under `lock` only.
    private var downstream: Downstream?
    private var demand = Subscribers.Demand.none
    private var pending: [CreatedStreamEvent<Output, Failure>] = []
    private var isCompleted = false
    private var isDelivering = false
    private var onEnd: AnyCancellable?

    /// Hands the subscriber what it has asked for, in order; the completion once the values
    /// before it are handed. One caller delivers at a time: another (a value sent from the
    /// subscriber's own code, or from another thread meanwhile) leaves its event to the loop
    /// of the one delivering.
    private func deliver() {
        var isDeliverer = false
        while let (event, downstream) = nextDeliverable(claiming: &isDeliverer) {
            switch event {
            case let .value(value):
                let more = downstream.receive(value)
                lock.withLock {
                    demand += more
                }
            case let .completion(completion):
                downstream.receive(completion: completion)
                end()
            }
        }
    }

    /// The next event to hand, taken from `pending`, if the subscriber can take one now and no
    /// other caller is delivering; the caller is then the one delivering (`isDeliverer`) until
    /// this returns `nil`.
    private func nextDeliverable(claiming isDeliverer: inout Bool) -> (CreatedStreamEvent<Output, Failure>, Downstream)? {
        lock.withLock {
            guard isDeliverer || !isDelivering else {
                return nil
            }
            guard let downstream, let next = pending.first, next.isCompletion || demand > 0 else {
                isDelivering = false
                isDeliverer = false
                return nil
            }
            isDelivering = true
            isDeliverer = true
            if next.isCompletion {
                self.downstream = nil
            } else {
                demand -= 1
            }
            pending.removeFirst()
            return (next, downstream)
        }
    }

    /// Cancels what the closure returned, once.
    private func end() {
        let cancellable = lock.withLock {
            let cancellable = onEnd
            onEnd = nil
            return cancellable
        }
        cancellable?.cancel()
    }
}
