#if !canImport(Combine)
import Synchronization

/// The subscriber of RIBs' `sink` on a subject, in the subject's ``SubjectFanOut``:
/// `Subscribers.Sink`'s behaviour, event for event, without a subscription of its own.
///
/// As `Subscribers.Sink`: told every value from when it joined until it is cancelled or
/// completed; on completion it releases its value handler before calling its completion
/// handler; on cancellation it releases both handlers, then leaves the fan-out; handlers are
/// released outside its lock (their captures may run arbitrary code as they go); and it may
/// be used from any thread. A sink on a `CurrentValueSubject` is told no value before the
/// current one, which it is told once it has joined (``receiveCurrentValue(_:)``), as
/// OpenCombine's subject tells its own subscriber.
@usableFromInline
final class FanOutSink<Input, Failure: Error> {

    /// A sink for `fanOut`, which it leaves when cancelled; it must join it next.
    @usableFromInline
    init(fanOut: SubjectFanOut<Input, Failure>,
         receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
         receiveValue: @escaping (Input) -> Void,
         awaitsCurrentValue: Bool) {
        self.fanOut = fanOut
        self.receiveCompletion = receiveCompletion
        self.receiveValue = receiveValue
        isAwaitingCurrentValue = awaitsCurrentValue
    }

    /// Tells the handler the subject's current value, read by `currentValue`, unless the sink
    /// has ended since it joined its fan-out.
    @inlinable
    func receiveCurrentValue(_ currentValue: () -> Input) {
        var receiveValue: ((Input) -> Void)?
        lock.withLock { _ in
            isAwaitingCurrentValue = false
            receiveValue = self.receiveValue
        }
        if let receiveValue {
            receiveValue(currentValue())
        }
    }

    /// Tells the handler `input`, unless the sink has ended or awaits the current value.
    @inlinable
    func receive(_ input: Input) {
        var receiveValue: ((Input) -> Void)?
        lock.withLock { _ in
            if !isAwaitingCurrentValue {
                receiveValue = self.receiveValue
            }
        }
        receiveValue?(input)
    }

    /// Ends the sink and tells its completion handler, unless it had ended.
    @inlinable
    func receive(completion: Subscribers.Completion<Failure>) {
        var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
        var receiveValue: ((Input) -> Void)?
        lock.withLock { _ in
            receiveCompletion = self.receiveCompletion
            receiveValue = self.receiveValue
            self.receiveCompletion = nil
            self.receiveValue = nil
            fanOut = nil
        }
        // Released before the handler runs, as `Subscribers.Sink` does.
        _ = consume receiveValue
        receiveCompletion?(completion)
    }

    /// Ends the sink, releases its handlers and leaves the fan-out; does nothing if it had ended.
    @inlinable
    func cancel() {
        var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
        var receiveValue: ((Input) -> Void)?
        var fanOut: SubjectFanOut<Input, Failure>?
        lock.withLock { _ in
            receiveCompletion = self.receiveCompletion
            receiveValue = self.receiveValue
            fanOut = self.fanOut
            self.receiveCompletion = nil
            self.receiveValue = nil
            self.fanOut = nil
        }
        // The handlers go before the sink leaves, as `Subscribers.Sink` releases its closures
        // before it cancels its subscription.
        _ = consume receiveCompletion
        _ = consume receiveValue
        fanOut?.remove(self)
    }

    // MARK: - Internal

    @usableFromInline
    let lock = Mutex(())

    // Unchecked: every access holds `lock`, so no two can overlap; the runtime's check would
    // cost about 90 instructions an access and never fire. `nil` handlers: the sink has ended.
    @usableFromInline
    @exclusivity(unchecked)
    var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?

    @usableFromInline
    @exclusivity(unchecked)
    var receiveValue: ((Input) -> Void)?

    /// The fan-out the sink leaves when cancelled; kept strongly, as it may outlive its subject.
    @usableFromInline
    @exclusivity(unchecked)
    var fanOut: SubjectFanOut<Input, Failure>?

    @usableFromInline
    @exclusivity(unchecked)
    var isAwaitingCurrentValue: Bool
}
#endif
