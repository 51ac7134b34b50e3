extension Publisher {

    /// Lets values through only while `interactorScope` is active.
    ///
    /// This publisher is subscribed while the scope is active and cancelled while it is not,
    /// so values emitted meanwhile are dropped, and a publisher that replays its current value
    /// (a `CurrentValueSubject`) delivers it again on re-activation.
    ///
    /// - Parameter interactorScope: The scope whose activeness gates the values.
    /// - Returns: A publisher of this publisher's values, confined to the active periods.
    @MainActor
    public func confineTo(_ interactorScope: any InteractorScope) -> AnyPublisher<Output, Failure> {
        interactorScope.isActiveStream
            .setFailureType(to: Failure.self)
            .map { isActive in
                isActive ? eraseToAnyPublisher() : Empty(completeImmediately: false).eraseToAnyPublisher()
            }
            .switchToLatest()
            .eraseToAnyPublisher()
    }
}
