import RIBs

/// Records the values and the completion a publisher delivers.
@MainActor
final class PublisherRecorder<Output, Failure: Error> {

    private(set) var values: [Output] = []
    private(set) var isFinished = false
    private(set) var failure: Failure?
    private var subscription: AnyCancellable?

    init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        subscription = publisher.sink(
            receiveCompletion: { [weak self] completion in
                switch completion {
                case .finished:
                    self?.isFinished = true
                case let .failure(error):
                    self?.failure = error
                }
            },
            receiveValue: { [weak self] value in
                self?.values.append(value)
            }
        )
    }
}
