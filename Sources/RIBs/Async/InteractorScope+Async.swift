extension InteractorScope {

    /// The interactor's activeness as an `AsyncSequence`: the current value first, then each
    /// change; it finishes when the interactor is deallocated.
    ///
    /// ```swift
    /// for await isActive in interactor.isActiveSequence { ... }
    /// ```
    public var isActiveSequence: AsyncStream<Bool> {
        isActiveStream.asyncStream
    }
}

extension AsyncSequence where Self: Sendable, Element: Sendable {

    /// The elements of this sequence that arrive while `interactorScope` is active.
    ///
    /// Elements arriving while the scope is inactive are dropped. The result finishes when this
    /// sequence ends or fails, or when the scope is deallocated.
    ///
    /// - Parameter interactorScope: The scope whose activeness gates the elements; held weakly.
    /// - Returns: The gated elements.
    @MainActor
    public func confineTo(_ interactorScope: any InteractorScope) -> AsyncStream<Element> {
        AsyncStream { continuation in
            let forwarding = Task { @MainActor [weak interactorScope] in
                do {
                    for try await element in self {
                        guard let interactorScope else {
                            break
                        }
                        if interactorScope.isActive {
                            continuation.yield(element)
                        }
                    }
                } catch {
                    // A failing sequence ends the confined one; AsyncStream cannot carry the error.
                }
                continuation.finish()
            }
            // The scope's activeness finishes when the scope is deallocated; end then, rather
            // than at this sequence's next element, which may never come.
            let activeness = interactorScope.isActiveSequence
            let watchingScope = Task { @MainActor in
                for await _ in activeness {}
                continuation.finish()
            }
            continuation.onTermination = { _ in
                forwarding.cancel()
                watchingScope.cancel()
            }
        }
    }
}
