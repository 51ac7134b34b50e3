import PropertyBased
import RIBs
import Testing

/// `combineLatest` and `merge(with:)` where OpenCombine has none (Apple's Combine has its own),
/// and RxSwift's `withLatestFrom`: every interleaving of values, finishes and failures of two
/// subjects, against the rules Combine (or RxSwift) documents for them, written out as a model
/// here.
struct CombiningStreamsTests {

    /// What a test does to one of the two subjects.
    enum Step: CustomStringConvertible {
        case send(first: Bool, value: Int)
        case finish(first: Bool)
        case fail(first: Bool)

        var description: String {
            switch self {
            case let .send(first, value): "send \(value) to \(first ? "A" : "B")"
            case let .finish(first): "finish \(first ? "A" : "B")"
            case let .fail(first): "fail \(first ? "A" : "B")"
            }
        }
    }

    struct Failure: Error, Equatable {}

    @Test func combineLatestSendsTheLatestOfEachOnceBothHaveSentAndEndsAsCombineDoes() async {
        await propertyCheck(count: 500, input: Self.steps) { steps in
            var model = CombiningModel(.combineLatest)
            steps.forEach { model.apply($0) }
            #expect(Self.events(of: steps) { $0.combineLatest($1).map { "\($0),\($1)" } } == model.events, "\(steps)")
        }
    }

    @Test func mergeSendsEveryValueInTheOrderSentAndEndsAsCombineDoes() async {
        await propertyCheck(count: 500, input: Self.steps) { steps in
            var model = CombiningModel(.merge)
            steps.forEach { model.apply($0) }
            #expect(Self.events(of: steps) { $0.merge(with: $1).map { "\($0)" } } == model.events, "\(steps)")
        }
    }

    @Test func withLatestFromSendsTheOthersLatestOnEachValueAndEndsWithItsOwnStream() async {
        await propertyCheck(count: 500, input: Self.steps) { steps in
            var model = WithLatestFromModel()
            steps.forEach { model.apply($0) }
            #expect(Self.events(of: steps) { $0.withLatestFrom($1) { "\($0),\($1)" } } == model.events, "\(steps)")
        }
    }

    @Test func withLatestFromSeesTheValueTheOtherHasOnSubscription() {
        let taps = PassthroughSubject<Void, Never>()
        let names = CurrentValueSubject<String, Never>("ann")
        var started: [String] = []
        let subscription = taps.withLatestFrom(names).sink { started.append($0) }
        taps.send(())
        names.send("bob")
        names.send(completion: .finished)
        taps.send(())

        #expect(started == ["ann", "bob"])
        subscription.cancel()
    }

    @Test func aCurrentValueIsCombinedAtOnceAndATransformAppliesToEachPair() {
        let names = CurrentValueSubject<String, Never>("ann")
        let scores = CurrentValueSubject<Int, Never>(1)
        var shown: [String] = []
        let subscription = names.combineLatest(scores) { "\($0) \($1)" }.sink { shown.append($0) }
        scores.send(2)
        names.send("bob")

        #expect(shown == ["ann 1", "ann 2", "bob 2"])
        subscription.cancel()
    }

    @Test func threeAndFourStreamsCombineAsOne() {
        let (a, b, c, d) = (CurrentValueSubject<Int, Never>(1), CurrentValueSubject<Int, Never>(2),
                            PassthroughSubject<Int, Never>(), CurrentValueSubject<Int, Never>(4))
        var three: [[Int]] = []
        var four: [Int] = []
        let subscriptions = [
            a.combineLatest(b, c).sink { three.append([$0, $1, $2]) },
            a.combineLatest(b, c, d) { $0 + $1 + $2 + $3 }.sink { four.append($0) },
        ]
        c.send(3)
        a.send(10)

        #expect(three == [[1, 2, 3], [10, 2, 3]])
        #expect(four == [10, 19])
        subscriptions.forEach { $0.cancel() }
    }

    @Test func cancellingStopsEveryStreamCombined() {
        let (a, b) = (PassthroughSubject<Int, Never>(), PassthroughSubject<Int, Never>())
        var received: [Int] = []
        let merged = a.merge(with: b, [7].publisher).sink { received.append($0) }
        let combined = a.combineLatest(b).sink { received.append($0 + $1) }
        a.send(1)
        merged.cancel()
        combined.cancel()
        a.send(2)
        b.send(3)

        #expect(received == [7, 1])
    }

    @Test func mergeManyMergesACollection() {
        let subjects = (0..<5).map { _ in PassthroughSubject<Int, Never>() }
        var received: [Int] = []
        var finished = false
        let subscription = Publishers.MergeMany(subjects).sink(receiveCompletion: { _ in finished = true }, receiveValue: { received.append($0) })
        for (index, subject) in subjects.enumerated().reversed() {
            subject.send(index)
            subject.send(completion: .finished)
        }

        #expect(received == [4, 3, 2, 1, 0])
        #expect(finished)
        subscription.cancel()
    }

    @Test func aCompletionsErrorIsItsFailureAsAnyError() {
        #expect(Subscribers.Completion<Failure>.failure(Failure()).error as? Failure == Failure())
        #expect(Subscribers.Completion<Failure>.finished.error == nil)
        #expect(Subscribers.Completion<Never>.finished.error == nil)
    }

    // MARK: - Private

    /// Up to 30 steps, mostly sends: a number picks each, its parity the subject.
    private static let steps = Gen<Int>.int(in: 0...59).map { code -> Step in
        let first = code % 2 == 0
        switch code {
        case ..<48: return .send(first: first, value: code / 2)
        case ..<54: return .finish(first: first)
        default: return .fail(first: first)
        }
    }.array(of: 0...30)

    /// What the stream `combine` makes of two subjects sends while `steps` are taken, its
    /// completion as "finished" or "failed".
    private static func events<Combined: Publisher<String, Failure>>(
        of steps: [Step], _ combine: (PassthroughSubject<Int, Failure>, PassthroughSubject<Int, Failure>) -> Combined
    ) -> [String] {
        let (a, b) = (PassthroughSubject<Int, Failure>(), PassthroughSubject<Int, Failure>())
        var events: [String] = []
        let subscription = combine(a, b).sink(receiveCompletion: { events.append($0.error == nil ? "finished" : "failed") },
                                              receiveValue: { events.append($0) })
        steps.forEach { apply($0, to: a, b) }
        subscription.cancel()
        return events
    }

    private static func apply(_ step: Step, to a: PassthroughSubject<Int, Failure>, _ b: PassthroughSubject<Int, Failure>) {
        switch step {
        case let .send(first, value):
            (first ? a : b).send(value)
        case let .finish(first):
            (first ? a : b).send(completion: .finished)
        case let .fail(first):
            (first ? a : b).send(completion: .failure(Failure()))
        }
    }
}

/// Combine's `CombineLatest` and `Merge`: what each sends of the values (for `CombineLatest`, once
/// each stream has sent one, the latest of each whenever either sends; for `Merge`, every value
/// as it is sent); both finished once both streams have finished, failed at the first failure,
/// nothing after.
private struct CombiningModel {

    /// Which of the two is modelled.
    enum Operator {
        case combineLatest
        case merge
    }

    let combining: Operator
    private(set) var events: [String] = []
    private var latest: [Bool: Int] = [:]
    private var finished: Set<Bool> = []
    private var isOver = false

    init(_ combining: Operator) {
        self.combining = combining
    }

    mutating func apply(_ step: CombiningStreamsTests.Step) {
        switch step {
        case let .send(first, value) where !isOver && !finished.contains(first):
            latest[first] = value
            if combining == .merge {
                events.append("\(value)")
            } else if let a = latest[true], let b = latest[false] {
                events.append("\(a),\(b)")
            }
        case let .finish(first) where !isOver:
            finished.insert(first)
            if finished.count == 2 {
                events.append("finished")
                isOver = true
            }
        case let .fail(first) where !isOver && !finished.contains(first):
            events.append("failed")
            isOver = true
        default:
            break
        }
    }
}

/// RxSwift's `withLatestFrom`: each value of A with B's latest, once B has sent one; finished when
/// A finishes, whatever B does; failed at the first failure of either.
private struct WithLatestFromModel {

    private(set) var events: [String] = []
    private var latest: Int?
    private var otherFinished = false
    private var isOver = false

    mutating func apply(_ step: CombiningStreamsTests.Step) {
        guard !isOver else {
            return
        }
        switch step {
        case let .send(first: true, value):
            if let latest {
                events.append("\(value),\(latest)")
            }
        case let .send(first: false, value) where !otherFinished:
            latest = value
        case .finish(first: true):
            events.append("finished")
            isOver = true
        case .finish(first: false):
            otherFinished = true
        case .fail(first: true):
            events.append("failed")
            isOver = true
        case .fail(first: false) where !otherFinished:
            events.append("failed")
            isOver = true
        default:
            break
        }
    }
}
