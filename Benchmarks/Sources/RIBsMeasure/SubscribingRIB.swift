import RIBs

/// The measured viewless RIB that, once active, subscribes to a stream its parent hands down,
/// bound to its active scope: RIBs iOS's `subscribe(onNext:).disposeOnDeactivate(interactor:)`.
final class SubscribingBuilder: Builder<any ViewlessDependency> {

    /// The stream each RIB built subscribes to.
    let scores = CurrentValueSubject<Int, Never>(0)

    func build() -> ViewlessRouter {
        let component = ViewlessComponent(dependency: dependency)
        let interactor = SubscribingInteractor(scores: scores)
        _ = component
        return ViewlessRouter(interactor: interactor)
    }
}

/// An interactor that keeps the latest score while it is active.
final class SubscribingInteractor: Interactor, ViewlessInteractable {

    weak var router: ViewlessRouter?

    init(scores: CurrentValueSubject<Int, Never>) {
        self.scores = scores
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        scores.sink { [weak self] score in
            self?.latestScore = score
        }
        .cancelOnDeactivate(interactor: self)
    }

    private let scores: CurrentValueSubject<Int, Never>
    private var latestScore = 0
}

/// A scope that builds one instance of what it shares, however often it is read.
final class SharingComponent: Component<any EmptyDependency> {

    /// The shared instance.
    var stream: CurrentValueSubject<Int, Never> {
        shared { CurrentValueSubject(0) }
    }

    init() {
        super.init(dependency: EmptyComponent())
    }
}
