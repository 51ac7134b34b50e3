import RIBs
import Testing

/// The order in which the combining operators RIBs adds subscribe to their streams, which
/// decides what they make of streams that send as soon as they are subscribed (a sequence's
/// publisher, `Just`, a `CurrentValueSubject`): `withLatestFrom` subscribes to `other` first,
/// so that the value it has then counts; `combineLatest` and `merge` subscribe in the order
/// written, as Combine's do. Subjects sent to after subscribing, which the property tests of
/// ``CombiningStreamsTests`` use, cannot tell these orders apart.
struct SubscriptionOrderTests {

    struct Failure: Error, Equatable {}

    @Test func withLatestFromSubscribesToTheOtherStreamFirst() {
        let log = Log()
        let values = [1, 2].publisher.handleEvents(receiveSubscription: { _ in log.append("subscribed to the stream") })
        let names = CurrentValueSubject<String, Never>("ann").handleEvents(receiveSubscription: { _ in log.append("subscribed to other") })

        let subscription = values.withLatestFrom(names) { "\($0) \($1)" }
            .sink(receiveCompletion: { log.append("\($0)") }, receiveValue: log.append)

        #expect(log.entries == ["subscribed to other", "subscribed to the stream", "1 ann", "2 ann", "finished"])
        subscription.cancel()
    }

    @Test func withLatestFromWithoutTheTransformSendsTheOthersValueSeenOnSubscription() {
        var received: [String] = []
        var finished = false
        let subscription = Just(()).withLatestFrom(CurrentValueSubject<String, Never>("ann"))
            .sink(receiveCompletion: { _ in finished = true }, receiveValue: { received.append($0) })

        #expect(received == ["ann"])
        #expect(finished)
        subscription.cancel()
    }

    @Test func withLatestFromDropsTheValuesSentBeforeTheOtherStreamHasSentOne() {
        let taps = PassthroughSubject<Int, Never>()
        let names = PassthroughSubject<String, Never>()
        var received: [String] = []
        let subscription = taps.withLatestFrom(names) { "\($0) \($1)" }.sink { received.append($0) }

        taps.send(1)
        names.send("ann")
        #expect(received.isEmpty, "a value before other's first is dropped, not kept for later")
        taps.send(2)
        names.send("bob")
        names.send("cid")
        taps.send(3)

        #expect(received == ["2 ann", "3 cid"])
        subscription.cancel()
    }

    @Test func withLatestFromFinishesWithItsStreamAndCancelsTheOther() {
        let log = Log()
        let taps = PassthroughSubject<Int, Never>()
        let names = PassthroughSubject<String, Never>()
        let subscription = taps.withLatestFrom(names.handleEvents(receiveCancel: { log.append("other cancelled") }))
            .sink(receiveCompletion: { log.append("\($0)") }, receiveValue: log.append)
        names.send("ann")
        taps.send(1)

        taps.send(completion: .finished)
        names.send("bob")
        taps.send(2)

        #expect(log.entries == ["ann", "other cancelled", "finished"])
        subscription.cancel()
    }

    @Test func withLatestFromGoesOnAfterTheOtherStreamFinishesAndFailsWhenEitherFails() {
        let taps = PassthroughSubject<Int, Failure>()
        let names = PassthroughSubject<String, Failure>()
        let log = Log()
        let subscription = taps.withLatestFrom(names)
            .sink(receiveCompletion: { log.append($0.error == nil ? "finished" : "failed") }, receiveValue: log.append)
        names.send("ann")
        names.send(completion: .finished)
        taps.send(1)
        taps.send(2)
        #expect(log.entries == ["ann", "ann"], "other's end ends nothing, and its latest value stays")

        let otherFails = taps.withLatestFrom(names.append(Fail(error: Failure())))
            .sink(receiveCompletion: { log.append($0.error == nil ? "finished" : "failed") }, receiveValue: log.append)
        let streamFails = Fail<Int, Failure>(error: Failure()).withLatestFrom(CurrentValueSubject<String, Failure>("ann"))
            .sink(receiveCompletion: { log.append($0.error == nil ? "finished" : "failed") }, receiveValue: log.append)

        #expect(log.entries == ["ann", "ann", "failed", "failed"])
        [subscription, otherFails, streamFails].forEach { $0.cancel() }
    }

    @Test func combineLatestSubscribesInTheOrderWrittenAndPairsTheLatestOfEach() {
        let log = Log()
        let first = [1, 2].publisher.handleEvents(receiveSubscription: { _ in log.append("subscribed to first") })
        let second = [10, 20].publisher.handleEvents(receiveSubscription: { _ in log.append("subscribed to second") })

        let subscription = first.combineLatest(second) { "\($0),\($1)" }
            .sink(receiveCompletion: { log.append("\($0)") }, receiveValue: log.append)

        #expect(log.entries == ["subscribed to first", "subscribed to second", "2,10", "2,20", "finished"])
        subscription.cancel()
    }

    @Test func combineLatestOfThreeAndFourStreamsKeepsEachInItsPlace() {
        var three: [[Int]] = []
        var four: [[Int]] = []
        let subscriptions = [
            Just(1).combineLatest(Just(2), [3, 4].publisher).sink { three.append([$0, $1, $2]) },
            Just(1).combineLatest(Just(2), Just(3), [4, 5].publisher) { [$0, $1, $2, $3] }.sink { four.append($0) },
        ]

        #expect(three == [[1, 2, 3], [1, 2, 4]])
        #expect(four == [[1, 2, 3, 4], [1, 2, 3, 5]])
        subscriptions.forEach { $0.cancel() }
    }

    @Test func mergeSubscribesInTheOrderWritten() {
        let log = Log()
        let streams = (1...4).map { number in
            [number * 10, number * 10 + 1].publisher.handleEvents(receiveSubscription: { _ in log.append("subscribed to \(number)") })
                .map(String.init)
        }

        let subscriptions = [
            streams[0].merge(with: streams[1]).sink(receiveCompletion: { log.append("\($0)") }, receiveValue: log.append),
            streams[0].merge(with: streams[1], streams[2]).sink(receiveCompletion: { log.append("\($0)") }, receiveValue: log.append),
            streams[0].merge(with: streams[1], streams[2], streams[3]).sink(receiveCompletion: { log.append("\($0)") }, receiveValue: log.append),
            Publishers.MergeMany(streams.reversed()).sink(receiveCompletion: { log.append("\($0)") }, receiveValue: log.append),
        ]

        #expect(log.entries == [
            "subscribed to 1", "10", "11", "subscribed to 2", "20", "21", "finished",
            "subscribed to 1", "10", "11", "subscribed to 2", "20", "21", "subscribed to 3", "30", "31", "finished",
            "subscribed to 1", "10", "11", "subscribed to 2", "20", "21", "subscribed to 3", "30", "31",
            "subscribed to 4", "40", "41", "finished",
            "subscribed to 4", "40", "41", "subscribed to 3", "30", "31", "subscribed to 2", "20", "21",
            "subscribed to 1", "10", "11", "finished",
        ])
        subscriptions.forEach { $0.cancel() }
    }

    @Test func mergeFailsWithTheFirstFailureAndFinishesOnceEveryStreamHas() {
        let (a, b) = (PassthroughSubject<Int, Failure>(), PassthroughSubject<Int, Failure>())
        let log = Log()
        let subscription = a.merge(with: b).sink(receiveCompletion: { log.append($0.error == nil ? "finished" : "failed") },
                                                 receiveValue: { log.append("\($0)") })
        a.send(completion: .finished)
        b.send(1)
        b.send(completion: .failure(Failure()))
        b.send(2)

        #expect(log.entries == ["1", "failed"])
        subscription.cancel()
    }
}

/// What the streams of a test did, in order.
private final class Log {

    private(set) var entries: [String] = []

    func append(_ entry: String) {
        entries.append(entry)
    }
}
