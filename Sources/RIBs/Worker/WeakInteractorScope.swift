/// An interactor scope that holds the real one weakly.
///
/// Workers hand this to ``Worker/didStart(_:)`` so that a worker keeping its scope does not
/// keep the interactor (which usually owns the worker) alive.
@MainActor
final class WeakInteractorScope: InteractorScope {

    init(_ source: any InteractorScope) {
        self.source = source
        self.isActiveStream = source.isActiveStream
    }

    var isActive: Bool {
        source?.isActive ?? false
    }

    let isActiveStream: AnyPublisher<Bool, Never>

    // MARK: - Private

    private weak var source: (any InteractorScope)?
}
