import Foundation
import RIBs
import Testing

/// `receiveOnMainActor()`: values and completions sent on any thread reach the main actor,
/// in order.
@MainActor
struct ReceiveOnMainActorTests {

    @Test func valuesAndTheCompletionSentOffTheMainThreadArriveOnItInOrder() async {
        let subject = PassthroughSubject<Int, Never>()
        let log = DeliveryLog()
        let (ended, end) = AsyncStream.makeStream(of: Void.self)
        let subscription = subject.receiveOnMainActor().sink(receiveCompletion: { _ in
            log.record("finished", onMainThread: Self.isOnMainQueue)
            end.finish()
        }, receiveValue: { value in
            log.record("\(value)", onMainThread: Self.isOnMainQueue)
        })

        let sender = OffMainSender(subject)
        Thread.detachNewThread {
            for value in 0..<200 {
                sender.subject.send(value)
            }
            sender.subject.send(completion: .finished)
        }
        for await _ in ended {}

        #expect(log.events == (0..<200).map(String.init) + ["finished"])
        #expect(log.offMainThread == 0)
        subscription.cancel()
    }

    @Test func aFailureArrivesOnTheMainActorAfterTheValuesBeforeIt() async {
        let subject = PassthroughSubject<Int, TestFailure>()
        let log = DeliveryLog()
        let (ended, end) = AsyncStream.makeStream(of: Void.self)
        let subscription = subject.receiveOnMainActor().sink(receiveCompletion: { completion in
            log.record(completion == .failure(TestFailure()) ? "failed" : "finished", onMainThread: Self.isOnMainQueue)
            end.finish()
        }, receiveValue: { value in
            log.record("\(value)", onMainThread: Self.isOnMainQueue)
        })

        let sender = OffMainSender(subject)
        Thread.detachNewThread {
            sender.subject.send(1)
            sender.subject.send(2)
            sender.subject.send(completion: .failure(TestFailure()))
        }
        for await _ in ended {}

        #expect(log.events == ["1", "2", "failed"])
        #expect(log.offMainThread == 0)
        subscription.cancel()
    }

    @Test func aValueSentOnTheMainActorComesOnALaterTurn() async {
        let subject = PassthroughSubject<Int, Never>()
        let log = DeliveryLog()
        let (ended, end) = AsyncStream.makeStream(of: Void.self)
        let subscription = subject.receiveOnMainActor().sink { value in
            log.record("\(value)", onMainThread: Self.isOnMainQueue)
            end.finish()
        }

        subject.send(7)
        #expect(log.events.isEmpty, "never inline, so that the order always holds")
        for await _ in ended {}

        #expect(log.events == ["7"])
        subscription.cancel()
    }

    struct TestFailure: Error, Equatable {}

    /// Whether the caller runs on the main queue, which the main actor runs on (on Linux, once
    /// the main thread has handed the main queue over, on whichever thread drains it).
    nonisolated static var isOnMainQueue: Bool {
        DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    private nonisolated static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Hands a subject to another thread: Combine's subjects may be sent to from any thread,
    /// which OpenCombine's types do not declare.
    struct OffMainSender<Value, Failure: Error>: @unchecked Sendable {
        let subject: PassthroughSubject<Value, Failure>

        init(_ subject: PassthroughSubject<Value, Failure>) {
            self.subject = subject
        }
    }

    /// What arrived, and how much of it off the main thread; written only where it arrives.
    final class DeliveryLog: @unchecked Sendable {
        private(set) var events: [String] = []
        private(set) var offMainThread = 0

        func record(_ event: String, onMainThread: Bool) {
            events.append(event)
            if !onMainThread {
                offMainThread += 1
            }
        }
    }
}
