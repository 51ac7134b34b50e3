#if !canImport(Combine)
// `sink` on the two subjects a parent hands its children, for OpenCombine: the same call,
// result and behaviour as `Publisher.sink`, which these overloads win over (a member of the
// subject's own type is preferred to one of its protocol's). The sinks on one subject share
// one subscription of it (`SubjectFanOut`), and a subscription costs a third of OpenCombine's.
// Apple's Combine is specialised where it is used and keeps its own `sink`.

extension CurrentValueSubject {

    /// Attaches a subscriber with closure-based behaviour: `Publisher.sink(receiveCompletion:receiveValue:)`,
    /// event for event: the current value first, then every value sent until the subscription
    /// is cancelled or the subject completes.
    ///
    /// - Parameters:
    ///   - receiveCompletion: The closure to execute on completion.
    ///   - receiveValue: The closure to execute on receipt of a value.
    /// - Returns: A cancellable that ends the subscription when cancelled or deallocated.
    @inlinable
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        let fanOut = SubjectFanOut.of(self)
        let sink = FanOutSink(fanOut: fanOut, receiveCompletion: receiveCompletion, receiveValue: receiveValue, awaitsCurrentValue: true)
        guard fanOut.add(sink) else {
            // Completed: subscribed directly, to be told so as OpenCombine tells it.
            let subscriber = SubjectSink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
            subscribe(subscriber)
            return AnyCancellable { subscriber.cancel() }
        }
        sink.receiveCurrentValue { value }
        return AnyCancellable { sink.cancel() }
    }
}

extension CurrentValueSubject where Failure == Never {

    /// Attaches a subscriber with closure-based behaviour to a subject that never fails:
    /// `Publisher.sink(receiveValue:)`, event for event: the current value first, then every
    /// value sent until the subscription is cancelled.
    ///
    /// - Parameter receiveValue: The closure to execute on receipt of a value.
    /// - Returns: A cancellable that ends the subscription when cancelled or deallocated.
    @inlinable
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}

extension PassthroughSubject {

    /// Attaches a subscriber with closure-based behaviour: `Publisher.sink(receiveCompletion:receiveValue:)`,
    /// event for event: every value sent until the subscription is cancelled or the subject
    /// completes.
    ///
    /// - Parameters:
    ///   - receiveCompletion: The closure to execute on completion.
    ///   - receiveValue: The closure to execute on receipt of a value.
    /// - Returns: A cancellable that ends the subscription when cancelled or deallocated.
    @inlinable
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        let fanOut = SubjectFanOut.of(self)
        let sink = FanOutSink(fanOut: fanOut, receiveCompletion: receiveCompletion, receiveValue: receiveValue, awaitsCurrentValue: false)
        guard fanOut.add(sink) else {
            // Completed: subscribed directly, to be told so as OpenCombine tells it.
            let subscriber = SubjectSink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
            subscribe(subscriber)
            return AnyCancellable { subscriber.cancel() }
        }
        return AnyCancellable { sink.cancel() }
    }
}

extension PassthroughSubject where Failure == Never {

    /// Attaches a subscriber with closure-based behaviour to a subject that never fails:
    /// `Publisher.sink(receiveValue:)`, event for event: every value sent until the
    /// subscription is cancelled.
    ///
    /// - Parameter receiveValue: The closure to execute on receipt of a value.
    /// - Returns: A cancellable that ends the subscription when cancelled or deallocated.
    @inlinable
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}
#endif
