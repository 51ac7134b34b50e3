import RIBs

/// What the Sample RIB needs from its parent scope: OffGame's needs.
@MainActor
protocol SampleDependency: Dependency {
    var player1Name: String { get }
    var player2Name: String { get }
    var scoreStream: any BenchmarkScoreStream { get }
}

/// The Sample scope.
final class SampleComponent: Component<any SampleDependency> {

    fileprivate var player1Name: String {
        dependency.player1Name
    }

    fileprivate var player2Name: String {
        dependency.player2Name
    }

    fileprivate var scoreStream: any BenchmarkScoreStream {
        dependency.scoreStream
    }
}

// MARK: - Builder

/// Builds the Sample RIB.
@MainActor
protocol SampleBuildable: Buildable {
    func build(withListener listener: any SampleListener) -> any SampleRouting
}

/// Builds the Sample RIB, a copy of the app's OffGame RIB in shape: a component, a view
/// controller showing names and a score, an interactor subscribed to the score while active,
/// and a viewable router.
final class SampleBuilder: Builder<any SampleDependency>, SampleBuildable {

    /// - Parameter showsScore: Whether the RIBs subscribe to the score while active; without,
    ///   a RIB's life measures the framework alone.
    init(dependency: any SampleDependency, showsScore: Bool) {
        self.showsScore = showsScore
        super.init(dependency: dependency)
    }

    func build(withListener listener: any SampleListener) -> any SampleRouting {
        let component = SampleComponent(dependency: dependency)
        let viewController = SampleViewController(player1Name: component.player1Name,
                                                  player2Name: component.player2Name)
        let interactor = SampleInteractor(presenter: viewController,
                                          scoreStream: showsScore ? component.scoreStream : nil)
        interactor.listener = listener
        return SampleRouter(interactor: interactor, viewController: viewController)
    }

    // MARK: - Private

    private let showsScore: Bool
}
