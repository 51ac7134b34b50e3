import RIBs
import Synchronization
import Testing

/// RIBs' `ReplaySubject`: RxSwift's, for the Combine API.
struct ReplaySubjectTests {

    @Test func aNewSubscriberGetsTheLastValuesThenWhatFollows() {
        let subject = ReplaySubject<Int, Never>(bufferSize: 2)
        subject.send(1)
        subject.send(2)
        subject.send(3)
        var received: [Int] = []
        let subscription = subject.sink { received.append($0) }
        subject.send(4)

        #expect(received == [2, 3, 4])
        subscription.cancel()
    }

    @Test func theTutorialsShapeReplaysTheItemToALateStep() {
        // RIBs tutorial 4: the actionable item, sent before the workflow's step subscribes.
        let subject = ReplaySubject<(String, ()), Never>.create(bufferSize: 1)
        subject.send(("loggedIn", ()))
        var item: String?
        let subscription = subject.sink { item = $0.0 }

        #expect(item == "loggedIn")
        subscription.cancel()
    }

    @Test func aCompletionIsReplayedAfterTheValuesAndEndsTheSubject() {
        let subject = ReplaySubject<Int, TestFailure>(bufferSize: 3)
        subject.send(1)
        subject.send(completion: .failure(TestFailure()))
        subject.send(2)
        var events: [String] = []
        let subscription = subject.sink(receiveCompletion: { events.append("\($0)") }, receiveValue: { events.append("\($0)") })

        #expect(events == ["1", "failure(RIBsTests.ReplaySubjectTests.TestFailure())"])
        subscription.cancel()
    }

    @Test func valuesWaitForTheSubscribersDemand() {
        let subject = ReplaySubject<Int, Never>(bufferSize: 5)
        [1, 2, 3].forEach(subject.send)
        let subscriber = DemandingSubscriber()
        subject.subscribe(subscriber)

        #expect(subscriber.received == [])
        subscriber.request(2)
        #expect(subscriber.received == [1, 2])
        subject.send(4)
        #expect(subscriber.received == [1, 2])
        subscriber.request(.unlimited)
        #expect(subscriber.received == [1, 2, 3, 4])
    }

    @Test func aValueSentFromInsideReceiveComesAfterTheOneBeingReceived() {
        let subject = ReplaySubject<Int, Never>(bufferSize: 1)
        var received: [Int] = []
        let subscription = subject.sink { value in
            received.append(value)
            if value == 1 {
                subject.send(2)
            }
        }
        subject.send(1)
        subject.send(3)

        #expect(received == [1, 2, 3])
        subscription.cancel()
    }

    @Test func aCancelledSubscriptionGetsNothingMoreAndItsSubscriberIsLetGo() {
        let subject = ReplaySubject<Int, Never>(bufferSize: 1)
        weak var released: DemandingSubscriber?
        do {
            let subscriber = DemandingSubscriber()
            released = subscriber
            subject.subscribe(subscriber)
            subscriber.request(.unlimited)
            subject.send(1)
            #expect(subscriber.received == [1])
            subscriber.cancel()
            subject.send(2)
            #expect(subscriber.received == [1])
        }

        #expect(released == nil, "neither the subject nor the subscription keeps the subscriber")
    }

    @Test func aBufferSizeBelowOneKeepsOne() {
        let subject = ReplaySubject<Int, Never>(bufferSize: 0)
        subject.send(1)
        subject.send(2)
        var received: [Int] = []
        let subscription = subject.sink { received.append($0) }

        #expect(received == [2])
        subscription.cancel()
    }

    /// Sent from many threads at once, every value reaches the subscriber exactly once.
    @Test func valuesSentFromManyThreadsEachArriveOnce() async {
        let subject = ReplaySubject<Int, Never>(bufferSize: 1)
        let received = Mutex<[Int]>([])
        let subscription = subject.sink { value in received.withLock { $0.append(value) } }
        await withTaskGroup(of: Void.self) { group in
            for thread in 0..<8 {
                group.addTask {
                    for value in 0..<500 {
                        subject.send(thread * 1_000 + value)
                    }
                }
            }
        }

        let values = received.withLock { $0 }
        #expect(values.count == 4_000)
        #expect(Set(values).count == 4_000)
        subscription.cancel()
    }

    struct TestFailure: Error {}

    /// Demands values only when asked to, and keeps them.
    final class DemandingSubscriber: Subscriber, @unchecked Sendable {
        typealias Input = Int
        typealias Failure = Never

        private(set) var received: [Int] = []
        private var subscription: (any Subscription)?

        func request(_ demand: Subscribers.Demand) {
            subscription?.request(demand)
        }

        func request(_ count: Int) {
            request(.max(count))
        }

        func cancel() {
            subscription?.cancel()
            subscription = nil
        }

        func receive(subscription: any Subscription) {
            self.subscription = subscription
        }

        func receive(_ input: Int) -> Subscribers.Demand {
            received.append(input)
            return .none
        }

        func receive(completion: Subscribers.Completion<Never>) {}
    }
}
