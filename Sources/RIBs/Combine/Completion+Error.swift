extension Subscribers.Completion {

    /// The error the stream failed with, as any `Error` (RxSwift's type for it), or `nil` if it
    /// finished.
    ///
    /// For handling a failure whatever the stream's failure type: unlike `if case let
    /// .failure(error) = completion`, it compiles without a "will never be executed" warning
    /// for a stream that cannot fail. `ribs port` writes RxSwift's `onError:` handlers with it,
    /// not knowing whether the ported stream can fail.
    ///
    /// ```swift
    /// scores.sink(receiveCompletion: { completion in
    ///     if let error = completion.error {
    ///         log(error)
    ///     }
    /// }, receiveValue: { score in show(score) })
    /// ```
    public var error: (any Error)? {
        if case let .failure(error) = self {
            return error
        }
        return nil
    }
}
