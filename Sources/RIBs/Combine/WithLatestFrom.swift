import SystemCalls

extension Publisher {

    /// RxSwift's `withLatestFrom(_:)`, for the Combine API: each time this stream sends a
    /// value, the latest value `other` has sent, if it has sent one yet.
    ///
    /// `other` is subscribed first, so a value it has on subscription (a
    /// `CurrentValueSubject`'s) counts. The stream finishes when this one does, whatever
    /// `other` does; it fails when either fails.
    ///
    /// ```swift
    /// startTaps.withLatestFrom(playerNames)
    ///     .sink { names in listener?.start(with: names) }
    ///     .cancelOnDeactivate(interactor: self)
    /// ```
    ///
    /// - Parameter other: The stream whose latest value is sent.
    /// - Returns: The stream of `other`'s latest values.
    public func withLatestFrom<Other: Publisher>(_ other: Other) -> AnyPublisher<Other.Output, Failure> where Other.Failure == Failure {
        withLatestFrom(other) { _, latest in latest }
    }

    /// RxSwift's `withLatestFrom(_:resultSelector:)`: ``withLatestFrom(_:)``, each value of
    /// this stream and `other`'s latest made into one by `resultSelector`.
    ///
    /// - Parameters:
    ///   - other: The stream whose latest value is used.
    ///   - resultSelector: Makes the value sent of this stream's value and `other`'s latest.
    /// - Returns: The stream of the values made.
    public func withLatestFrom<Other: Publisher, Result>(_ other: Other, resultSelector: @escaping (Output, Other.Output) -> Result)
    -> AnyPublisher<Result, Failure> where Other.Failure == Failure {
        Deferred { () -> AnyPublisher<Result, Failure> in
            let latest = LatestValue<Other.Output>()
            // Subscribed first, as `merge` subscribes in order; its end ends nothing.
            let otherValues = other.map { value -> SampledEvent<Output> in
                latest.value = value
                return .otherSent
            }
            // This stream's end, sent as a value, ends the whole (and cancels `other`).
            let values = map(SampledEvent.sent).append(SampledEvent.finished)
            return otherValues.merge(with: values)
                .prefix { !$0.isFinished }
                .compactMap { event in
                    guard case let .sent(value) = event, let latestValue = latest.value else {
                        return nil
                    }
                    return resultSelector(value, latestValue)
                }
                .eraseToAnyPublisher()
        }
        .eraseToAnyPublisher()
    }
}

/// What `withLatestFrom` sees, in order: `other` sent (its value kept aside), this stream sent a
/// value, this stream finished.
private enum SampledEvent<Value> {
    case otherSent
    case sent(Value)
    case finished

    var isFinished: Bool {
        if case .finished = self {
            return true
        }
        return false
    }
}

/// The latest value of a stream, which another may send from another thread.
private final class LatestValue<Value>: @unchecked Sendable {

    var value: Value? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }

    // MARK: - Private

    private let lock = MutexLock()
    /// Read and written under `lock` only.
    private var stored: Value?
}
