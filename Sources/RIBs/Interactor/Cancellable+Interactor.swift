extension Cancellable {

    /// Cancels this subscription when `interactor` is deactivated.
    ///
    /// Bind subscriptions made in `didBecomeActive()`; they end with the active period, which
    /// also breaks any retain cycle their closures form with the interactor. If the interactor
    /// is not active, the subscription is cancelled at once.
    ///
    /// - Parameter interactor: The interactor whose active period bounds this subscription.
    /// - Returns: This subscription.
    @MainActor
    @discardableResult
    public func cancelOnDeactivate(interactor: Interactor) -> Self {
        interactor.bindToActivePeriod(self)
        return self
    }

    /// RIBs iOS's (RxSwift) spelling of ``cancelOnDeactivate(interactor:)``, used by the tutorials.
    ///
    /// - Parameter interactor: The interactor whose active period bounds this subscription.
    /// - Returns: This subscription.
    @MainActor
    @discardableResult
    public func disposeOnDeactivate(interactor: Interactor) -> Self {
        cancelOnDeactivate(interactor: interactor)
    }
}

extension AnyCancellable {

    /// Cancels this subscription when `interactor` is deactivated:
    /// `Cancellable.cancelOnDeactivate(interactor:)` for what `sink` returns, which the
    /// interactor keeps more cheaply than any other cancellable.
    ///
    /// If the interactor is not active, the subscription is cancelled at once.
    ///
    /// - Parameter interactor: The interactor whose active period bounds this subscription.
    /// - Returns: This subscription.
    @MainActor
    @discardableResult
    public func cancelOnDeactivate(interactor: Interactor) -> AnyCancellable {
        interactor.bindToActivePeriod(self)
        return self
    }

    /// RIBs iOS's (RxSwift) spelling of ``cancelOnDeactivate(interactor:)``, used by the tutorials.
    ///
    /// - Parameter interactor: The interactor whose active period bounds this subscription.
    /// - Returns: This subscription.
    @MainActor
    @discardableResult
    public func disposeOnDeactivate(interactor: Interactor) -> AnyCancellable {
        cancelOnDeactivate(interactor: interactor)
    }
}
