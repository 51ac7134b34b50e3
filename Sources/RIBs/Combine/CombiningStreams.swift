// Combine's operators that combine streams, which OpenCombine does not have: `combineLatest`,
// `merge(with:)` and `Publishers.MergeMany`. With them, code written for Combine on Apple
// platforms (and RxSwift code `ribs port` rewrote) builds on Linux unchanged. Apple's Combine
// has its own, which these never replace.
//
// Both are made of OpenCombine's `flatMap`, which subscribes to every stream it is given and
// finishes once all of them have finished, or fails with the first failure: Combine's rules
// for `CombineLatest` and `Merge`.

#if !canImport(Combine)
extension Publisher {

    /// Combine's `combineLatest(_:)`: once both this stream and `other` have sent a value, the
    /// latest of each, every time either sends one. Finishes when both have finished; fails
    /// with the first failure.
    ///
    /// - Parameter other: The other stream.
    /// - Returns: The pairs of latest values.
    public func combineLatest<Other: Publisher>(_ other: Other) -> AnyPublisher<(Output, Other.Output), Failure>
    where Other.Failure == Failure {
        let sides = [map(LatestValue.first).eraseToAnyPublisher(), other.map(LatestValue.second).eraseToAnyPublisher()]
        return Publishers.Sequence<[AnyPublisher<LatestValue<Output, Other.Output>, Failure>], Failure>(sequence: sides)
            .flatMap { $0 }
            .scan(LatestValues<Output, Other.Output>()) { $0.updated(with: $1) }
            .compactMap(\.both)
            .eraseToAnyPublisher()
    }

    /// Combine's `combineLatest(_:_:)`: ``combineLatest(_:)``'s pairs, transformed.
    public func combineLatest<Other: Publisher, Result>(_ other: Other, _ transform: @escaping (Output, Other.Output) -> Result)
    -> AnyPublisher<Result, Failure> where Other.Failure == Failure {
        combineLatest(other).map(transform).eraseToAnyPublisher()
    }

    /// Combine's `combineLatest(_:_:)` of three streams: the latest of each, once each has sent
    /// a value.
    public func combineLatest<Second: Publisher, Third: Publisher>(_ second: Second, _ third: Third)
    -> AnyPublisher<(Output, Second.Output, Third.Output), Failure> where Second.Failure == Failure, Third.Failure == Failure {
        combineLatest(second).combineLatest(third).map { ($0.0, $0.1, $1) }.eraseToAnyPublisher()
    }

    /// Combine's `combineLatest(_:_:_:)` of three streams, transformed.
    public func combineLatest<Second: Publisher, Third: Publisher, Result>(
        _ second: Second, _ third: Third, _ transform: @escaping (Output, Second.Output, Third.Output) -> Result
    ) -> AnyPublisher<Result, Failure> where Second.Failure == Failure, Third.Failure == Failure {
        combineLatest(second, third).map(transform).eraseToAnyPublisher()
    }

    /// Combine's `combineLatest(_:_:_:)` of four streams: the latest of each, once each has
    /// sent a value.
    public func combineLatest<Second: Publisher, Third: Publisher, Fourth: Publisher>(_ second: Second, _ third: Third, _ fourth: Fourth)
    -> AnyPublisher<(Output, Second.Output, Third.Output, Fourth.Output), Failure>
    where Second.Failure == Failure, Third.Failure == Failure, Fourth.Failure == Failure {
        combineLatest(second, third).combineLatest(fourth).map { ($0.0, $0.1, $0.2, $1) }.eraseToAnyPublisher()
    }

    /// Combine's `combineLatest(_:_:_:_:)` of four streams, transformed.
    public func combineLatest<Second: Publisher, Third: Publisher, Fourth: Publisher, Result>(
        _ second: Second, _ third: Third, _ fourth: Fourth,
        _ transform: @escaping (Output, Second.Output, Third.Output, Fourth.Output) -> Result
    ) -> AnyPublisher<Result, Failure> where Second.Failure == Failure, Third.Failure == Failure, Fourth.Failure == Failure {
        combineLatest(second, third, fourth).map(transform).eraseToAnyPublisher()
    }

    /// Combine's `merge(with:)`: every value of this stream and of `other`, as each sends it.
    /// Finishes when both have finished; fails with the first failure.
    ///
    /// - Parameter other: The other stream, of this stream's values and failure.
    /// - Returns: The merged stream.
    public func merge<Other: Publisher>(with other: Other) -> Publishers.MergeMany<AnyPublisher<Output, Failure>>
    where Other.Output == Output, Other.Failure == Failure {
        Publishers.MergeMany(eraseToAnyPublisher(), other.eraseToAnyPublisher())
    }

    /// Combine's `merge(with:_:)`: every value of this stream and of the two others.
    public func merge<Second: Publisher, Third: Publisher>(with second: Second, _ third: Third)
    -> Publishers.MergeMany<AnyPublisher<Output, Failure>>
    where Second.Output == Output, Second.Failure == Failure, Third.Output == Output, Third.Failure == Failure {
        Publishers.MergeMany(eraseToAnyPublisher(), second.eraseToAnyPublisher(), third.eraseToAnyPublisher())
    }

    /// Combine's `merge(with:_:_:)`: every value of this stream and of the three others.
    public func merge<Second: Publisher, Third: Publisher, Fourth: Publisher>(with second: Second, _ third: Third, _ fourth: Fourth)
    -> Publishers.MergeMany<AnyPublisher<Output, Failure>>
    where Second.Output == Output, Second.Failure == Failure, Third.Output == Output, Third.Failure == Failure,
          Fourth.Output == Output, Fourth.Failure == Failure {
        Publishers.MergeMany(eraseToAnyPublisher(), second.eraseToAnyPublisher(), third.eraseToAnyPublisher(), fourth.eraseToAnyPublisher())
    }
}

extension Publishers {

    /// Combine's `MergeMany`: every value of each of the streams, as each sends it. Finishes
    /// when all have finished; fails with the first failure.
    public struct MergeMany<Upstream: Publisher>: Publisher {

        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The streams merged.
        public let publishers: [Upstream]

        /// Merges `upstream`.
        public init(_ upstream: Upstream...) {
            publishers = upstream
        }

        /// Merges the streams of `upstream`.
        public init<Streams: Swift.Sequence>(_ upstream: Streams) where Streams.Element == Upstream {
            publishers = Array(upstream)
        }

        public func receive<Downstream: Subscriber>(subscriber: Downstream) where Downstream.Input == Output, Downstream.Failure == Failure {
            Publishers.Sequence<[Upstream], Failure>(sequence: publishers).flatMap { $0 }.receive(subscriber: subscriber)
        }
    }
}

/// A value of one of the two streams `combineLatest(_:)` combines.
private enum LatestValue<First, Second> {
    case first(First)
    case second(Second)
}

/// The latest value of each of the two streams `combineLatest(_:)` combines, once there is one.
private struct LatestValues<First, Second> {

    var first: First?
    var second: Second?

    /// Both latest values, once each stream has sent one.
    var both: (First, Second)? {
        guard let first, let second else {
            return nil
        }
        return (first, second)
    }

    func updated(with value: LatestValue<First, Second>) -> Self {
        var updated = self
        switch value {
        case let .first(first):
            updated.first = first
        case let .second(second):
            updated.second = second
        }
        return updated
    }
}
#endif
