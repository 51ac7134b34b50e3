import PropertyBased
import RIBs
import Testing

/// RIBs' `sink` on `CurrentValueSubject` and `PassthroughSubject` (which shares one
/// OpenCombine subscription among the sinks on a subject) against OpenCombine's own
/// `Publisher.sink`, run side by side on the same scripts: subscriptions bound to an
/// interactor, sends, completions, cancellations, deactivations and reactivations, and
/// handlers that send, deactivate, cancel and subscribe from inside.
@MainActor
struct SubjectSinkTests {

    /// What a script does next.
    enum Step: CustomStringConvertible {
        case subscribe
        case send(Int)
        case finish
        case fail
        case cancel(Int)
        case deactivate
        case activate

        var description: String {
            switch self {
            case .subscribe: "subscribe"
            case let .send(value): "send \(value)"
            case .finish: "finish"
            case .fail: "fail"
            case let .cancel(index): "cancel #\(index)"
            case .deactivate: "deactivate"
            case .activate: "activate"
            }
        }
    }

    struct Failure: Error {}

    /// Which subject, and which `sink`.
    enum Kind: CaseIterable {
        case currentValue, passthrough
    }

    @Test(arguments: Kind.allCases)
    func everySubscriberSeesWhatOpenCombinesSinkSees(kind: Kind) async {
        await propertyCheck(count: 400, input: Self.steps) { steps in
            let ribs = Self.run(steps, kind: kind, ribs: true, reentrant: false)
            let plain = Self.run(steps, kind: kind, ribs: false, reentrant: false)
            #expect(ribs == plain, "\(steps)")
        }
    }

    /// One subscriber at a time (OpenCombine tells several in no set order, which re-entrant
    /// sends would show), whose handler sends again, deactivates the interactor or cancels
    /// itself, depending on the value.
    @Test(arguments: Kind.allCases)
    func reentrantHandlersSeeWhatOpenCombinesSinkSees(kind: Kind) async {
        await propertyCheck(count: 400, input: Self.steps) { steps in
            let ribs = Self.run(steps, kind: kind, ribs: true, reentrant: true)
            let plain = Self.run(steps, kind: kind, ribs: false, reentrant: true)
            #expect(ribs == plain, "\(steps)")
        }
    }

    @Test func aSubscriberAddedFromAHandlerGetsTheCurrentValueOnceAndThenWhatFollows() {
        let subject = CurrentValueSubject<Int, Never>(0)
        var outer: [Int] = []
        var inner: [Int] = []
        var innerSubscription: AnyCancellable?
        let subscription = subject.sink { value in
            outer.append(value)
            if value == 1, innerSubscription == nil {
                innerSubscription = subject.sink { inner.append($0) }
            }
        }
        subject.send(1)
        subject.send(2)
        #expect(outer == [0, 1, 2])
        #expect(inner == [1, 2])
        subscription.cancel()
        innerSubscription?.cancel()
    }

    @Test func noValueReachesAHandlerAfterItsInteractorDeactivatesFromAnotherHandler() {
        let interactor = Interactor()
        interactor.activate()
        let subject = PassthroughSubject<Int, Never>()
        var first: [Int] = []
        var second: [Int] = []
        subject.sink { value in
            first.append(value)
            if value == 2 {
                interactor.deactivate()
            }
        }.cancelOnDeactivate(interactor: interactor)
        subject.sink { second.append($0) }.cancelOnDeactivate(interactor: interactor)
        subject.send(1)
        subject.send(2)
        subject.send(3)
        #expect(first == [1, 2])
        #expect(second == [1])
    }

    @Test func aSinkOnACompletedSubjectIsToldTheCompletionAtOnce() {
        let subject = CurrentValueSubject<Int, Failure>(7)
        subject.send(completion: .failure(Failure()))
        var events: [String] = []
        let subscription = subject.sink(receiveCompletion: { events.append($0.error == nil ? "finished" : "failed") },
                                        receiveValue: { events.append("\($0)") })
        #expect(events == ["failed"])
        subscription.cancel()
    }

    @Test func aDroppedCancellableEndsTheSubscriptionAndReleasesTheHandler() {
        let subject = PassthroughSubject<Int, Never>()
        final class Captured {}
        weak var captured: Captured?
        var received: [Int] = []
        do {
            let object = Captured()
            captured = object
            _ = subject.sink { value in
                withExtendedLifetime(object) {}
                received.append(value)
            }
        }
        subject.send(1)
        #expect(received == [])
        #expect(captured == nil)
    }

    // MARK: - Private

    /// Up to 40 steps, mostly sends and subscriptions.
    private static let steps = Gen<Int>.int(in: 0...99).map { code -> Step in
        switch code {
        case ..<40: .send(code % 20)
        case ..<60: .subscribe
        case ..<75: .cancel(code % 4)
        case ..<83: .deactivate
        case ..<93: .activate
        case ..<97: .finish
        default: .fail
        }
    }.array(of: 0...40)

    /// The events each subscriber saw, in the order it saw them, after `steps`, with RIBs'
    /// `sink` or OpenCombine's.
    private static func run(_ steps: [Step], kind: Kind, ribs: Bool, reentrant: Bool) -> [[String]] {
        let interactor = Interactor()
        interactor.activate()
        let current = CurrentValueSubject<Int, Failure>(100)
        let passthrough = PassthroughSubject<Int, Failure>()
        let recorder = Recorder()
        var cancellables: [AnyCancellable] = []

        func send(_ value: Int) {
            switch kind {
            case .currentValue: current.send(value)
            case .passthrough: passthrough.send(value)
            }
        }
        func subscribe() {
            if reentrant {
                // One subscriber at a time: OpenCombine tells several in no set order.
                for cancellable in cancellables {
                    cancellable.cancel()
                }
            }
            let index = recorder.events.count
            recorder.events.append([])
            var own: AnyCancellable?
            let receiveCompletion: (Subscribers.Completion<Failure>) -> Void = { completion in
                recorder.events[index].append(completion.error == nil ? "finished" : "failed")
            }
            let receiveValue: (Int) -> Void = { value in
                recorder.events[index].append("\(value)")
                guard reentrant else {
                    return
                }
                if value % 3 == 0, value < 200 {
                    send(value + 200)
                }
                if value % 4 == 1 {
                    interactor.deactivate()
                }
                if value % 5 == 2 {
                    own?.cancel()
                }
            }
            let cancellable: AnyCancellable = switch (kind, ribs) {
            case (.currentValue, true): current.sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
            case (.currentValue, false): plainSink(current, receiveCompletion, receiveValue)
            case (.passthrough, true): passthrough.sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
            case (.passthrough, false): plainSink(passthrough, receiveCompletion, receiveValue)
            }
            own = cancellable
            cancellable.cancelOnDeactivate(interactor: interactor)
            cancellables.append(cancellable)
        }

        for step in steps {
            switch step {
            case .subscribe:
                subscribe()
            case let .send(value):
                send(value)
            case .finish, .fail:
                let completion: Subscribers.Completion<Failure> = step.description == "finish" ? .finished : .failure(Failure())
                switch kind {
                case .currentValue: current.send(completion: completion)
                case .passthrough: passthrough.send(completion: completion)
                }
            case let .cancel(index):
                if cancellables.indices.contains(index) {
                    cancellables[index].cancel()
                }
            case .deactivate:
                interactor.deactivate()
            case .activate:
                interactor.activate()
            }
        }
        for cancellable in cancellables {
            cancellable.cancel()
        }
        return recorder.events
    }

    /// OpenCombine's own `sink`: in generic code, RIBs' overloads on the subjects are not seen.
    private static func plainSink<P: Publisher>(_ publisher: P,
                                                _ receiveCompletion: @escaping (Subscribers.Completion<P.Failure>) -> Void,
                                                _ receiveValue: @escaping (P.Output) -> Void) -> AnyCancellable {
        publisher.sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    }

    /// The events each subscriber saw.
    private final class Recorder {
        var events: [[String]] = []
    }
}
