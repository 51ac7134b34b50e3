import RIBs
import Testing

/// `AnyPublisher.create`: RxSwift's `Observable.create` for the Combine API.
struct CreatedPublisherTests {

    struct Failure: Error, Equatable {}

    @Test func eachSubscriptionRunsTheClosureAndGetsItsValuesThenItsCompletion() {
        var runs = 0
        let stream = AnyPublisher<Int, Never>.create { observer in
            runs += 1
            observer.send(1)
            observer.send(2)
            observer.send(completion: .finished)
            observer.send(3)
            return AnyCancellable {}
        }
        var first: [String] = []
        var second: [String] = []
        let subscriptions = [
            stream.sink(receiveCompletion: { first.append("\($0)") }, receiveValue: { first.append("\($0)") }),
            stream.sink(receiveCompletion: { second.append("\($0)") }, receiveValue: { second.append("\($0)") }),
        ]

        #expect(runs == 2)
        #expect(first == ["1", "2", "finished"])
        #expect(second == first)
        subscriptions.forEach { $0.cancel() }
    }

    @Test func whatTheClosureReturnedIsCancelledOnCancelAndOnCompletionOnce() {
        var cancelled = 0
        let sender = PassthroughSubject<Subscribers.Completion<Failure>, Never>()
        let stream = AnyPublisher<Int, Failure>.create { observer in
            let forwarding = sender.sink { observer.send(completion: $0) }
            return AnyCancellable {
                cancelled += 1
                forwarding.cancel()
            }
        }
        var completions: [Subscribers.Completion<Failure>] = []
        let cancelledBySubscriber = stream.sink(receiveCompletion: { completions.append($0) }, receiveValue: { _ in })
        cancelledBySubscriber.cancel()
        #expect(cancelled == 1)

        let completed = stream.sink(receiveCompletion: { completions.append($0) }, receiveValue: { _ in })
        sender.send(.failure(Failure()))
        completed.cancel()

        #expect(cancelled == 2)
        #expect(completions == [.failure(Failure())])
    }

    @Test func aStreamCompletedWhileSubscribingCancelsWhatItReturnsAtOnce() {
        var cancelled = 0
        let stream = AnyPublisher<Int, Never>.create { observer in
            observer.send(completion: .finished)
            return AnyCancellable { cancelled += 1 }
        }
        let subscription = stream.sink { _ in }
        #expect(cancelled == 1)
        subscription.cancel()

        // Not only once the subscription goes: this subscriber keeps it.
        let subscriber = OneAtATime()
        stream.subscribe(subscriber)

        #expect(subscriber.events == ["finished"])
        #expect(cancelled == 2)
        withExtendedLifetime(subscriber) {}
    }

    @Test func valuesWaitInOrderForTheSubscribersDemand() {
        let stream = AnyPublisher<Int, Never>.create { observer in
            (1...5).forEach(observer.send)
            observer.send(completion: .finished)
            return AnyCancellable {}
        }
        let subscriber = OneAtATime()
        stream.subscribe(subscriber)
        #expect(subscriber.events.isEmpty)

        subscriber.ask()
        subscriber.ask()
        #expect(subscriber.events == ["1", "2"])
        (1...4).forEach { _ in subscriber.ask() }

        #expect(subscriber.events == ["1", "2", "3", "4", "5", "finished"])
    }

    /// Back-pressure: what `receive(_:)` returns adds to the demand, and the subscriber gets
    /// exactly what it asked for, however the asking is split.
    @Test func theDemandASubscriberReturnsFromReceiveIsHonouredExactly() {
        let stream = AnyPublisher<Int, Never>.create { observer in
            (1...8).forEach(observer.send)
            observer.send(completion: .finished)
            return AnyCancellable {}
        }
        // One on subscription, two more from the first value, one more from the third.
        let subscriber = ScriptedDemand(onSubscription: .max(1), returned: [1: .max(2), 3: .max(1)])
        stream.subscribe(subscriber)
        #expect(subscriber.events == ["1", "2", "3", "4"])

        subscriber.ask(.max(2))
        #expect(subscriber.events == ["1", "2", "3", "4", "5", "6"])

        subscriber.ask(.unlimited)
        #expect(subscriber.events == ["1", "2", "3", "4", "5", "6", "7", "8", "finished"])
    }

    @Test func valuesSentLaterWaitForDemandReturnedFromReceive() {
        var observer: CreatedStreamObserver<Int, Never>?
        let stream = AnyPublisher<Int, Never>.create {
            observer = $0
            return AnyCancellable {}
        }
        let subscriber = ScriptedDemand(onSubscription: .max(1), returned: [1: .max(1)])
        stream.subscribe(subscriber)
        (1...4).forEach { observer?.send($0) }
        #expect(subscriber.events == ["1", "2"])

        observer?.send(completion: .finished)
        #expect(subscriber.events == ["1", "2"], "the completion waits behind the values not yet asked for")
        subscriber.ask(.max(2))

        #expect(subscriber.events == ["1", "2", "3", "4", "finished"])
    }

    @Test func aValueSentFromTheSubscribersOwnHandlerComesAfterTheOneItHandles() {
        var observer: CreatedStreamObserver<Int, Never>?
        let stream = AnyPublisher<Int, Never>.create {
            observer = $0
            return AnyCancellable {}
        }
        var received: [Int] = []
        let subscription = stream.sink { value in
            received.append(value)
            if value < 3 {
                observer?.send(value + 10)
            }
        }
        observer?.send(1)
        observer?.send(2)

        #expect(received == [1, 11, 2, 12])
        subscription.cancel()
    }

    @Test func aTraitsObserverTakesRxSwiftsEvents() {
        let events: [TraitEvent<String>] = [.success("ann"), .completed, .failure(Failure()), .error(Failure())]
        var received: [String] = []
        let subscriptions = events.map { event in
            AnyPublisher<String, any Error>.create { trait in
                trait(event)
                trait(.success("after the end"))
                return AnyCancellable {}
            }
            .sink(receiveCompletion: { received.append($0.error == nil ? "finished" : "failed") }, receiveValue: { received.append($0) })
        }

        #expect(received == ["ann", "finished", "finished", "failed", "failed"])
        subscriptions.forEach { $0.cancel() }
    }
}

/// A subscriber that asks for one value at a time, when told to.
private final class OneAtATime: Subscriber {

    private(set) var events: [String] = []
    private var subscription: (any Subscription)?

    func ask() {
        subscription?.request(.max(1))
    }

    func receive(subscription: any Subscription) {
        self.subscription = subscription
    }

    func receive(_ input: Int) -> Subscribers.Demand {
        events.append("\(input)")
        return .none
    }

    func receive(completion: Subscribers.Completion<Never>) {
        events.append("finished")
    }
}

/// A subscriber that asks for `onSubscription` values when subscribed, returns the demand
/// `returned` gives for a value from `receive(_:)` (none for the others), and asks for more
/// when told to.
private final class ScriptedDemand: Subscriber {

    private(set) var events: [String] = []
    private let onSubscription: Subscribers.Demand
    private let returned: [Int: Subscribers.Demand]
    private var subscription: (any Subscription)?

    init(onSubscription: Subscribers.Demand, returned: [Int: Subscribers.Demand]) {
        self.onSubscription = onSubscription
        self.returned = returned
    }

    func ask(_ demand: Subscribers.Demand) {
        subscription?.request(demand)
    }

    func receive(subscription: any Subscription) {
        self.subscription = subscription
        subscription.request(onSubscription)
    }

    func receive(_ input: Int) -> Subscribers.Demand {
        events.append("\(input)")
        return returned[input] ?? .none
    }

    func receive(completion: Subscribers.Completion<Never>) {
        events.append("finished")
    }
}
