import Dispatch

extension Publisher {

    /// Delivers this publisher's values and its completion on the main actor, in the order
    /// they were sent, whatever thread sends them: the Combine spelling of RxSwift's
    /// `observeOn(MainScheduler.instance)`, for Combine and OpenCombine alike (OpenCombine's
    /// `receive(on: DispatchQueue.main)` does not compile without its dispatch module).
    ///
    /// A value sent off the main thread into an interactor's stream would otherwise reach
    /// `@MainActor` code on that thread, which Swift 6 stops with a trap where RIBs iOS simply
    /// ran it. Unlike RxSwift's main scheduler, a value sent on the main thread is delivered on
    /// the main queue's next turn too, never inline, so that the order always holds. As with
    /// Combine's `receive(on:)`, values are handed over as they are: a sender must not go on
    /// changing a value of a reference type it has sent.
    ///
    /// ```swift
    /// service.scores                       // sent on a background queue
    ///     .receiveOnMainActor()
    ///     .sink { [weak self] score in
    ///         MainActor.assumeIsolated { self?.presenter.show(score: score) }
    ///     }
    ///     .cancelOnDeactivate(interactor: self)
    /// ```
    public func receiveOnMainActor() -> AnyPublisher<Output, Failure> {
        map(MainActorDelivery.value)
            .catch { Just(MainActorDelivery.failure($0)) }
            .append(MainActorDelivery.finished)
            // Each event waits its turn on the main queue, which keeps them in order; the
            // stream ends once the last has had its turn, there.
            .flatMap(maxPublishers: .unlimited) { event in
                Future<MainActorDelivery<Output, Failure>, Never> { promise in
                    let promise = SendablePromise(promise)
                    DispatchQueue.main.async {
                        promise.fulfil(with: event)
                    }
                }
            }
            .setFailureType(to: Failure.self)
            .flatMap(maxPublishers: .unlimited) { event -> AnyPublisher<Output, Failure> in
                switch event {
                case let .value(value):
                    Just(value).setFailureType(to: Failure.self).eraseToAnyPublisher()
                case let .failure(error):
                    Fail(error: error).eraseToAnyPublisher()
                case .finished:
                    Empty().eraseToAnyPublisher()
                }
            }
            .eraseToAnyPublisher()
    }
}

/// An event of a publisher on its way to the main actor: handed from the sending thread to the
/// main queue, and used only there.
private enum MainActorDelivery<Output, Failure: Error>: @unchecked Sendable {
    case value(Output)
    case failure(Failure)
    case finished
}

/// A future's promise, handed to the main queue: `Future` may be fulfilled from any thread.
private struct SendablePromise<Output, Failure: Error>: @unchecked Sendable {

    init(_ promise: @escaping (Result<Output, Failure>) -> Void) {
        self.promise = promise
    }

    func fulfil(with value: Output) {
        promise(.success(value))
    }

    private let promise: (Result<Output, Failure>) -> Void
}
