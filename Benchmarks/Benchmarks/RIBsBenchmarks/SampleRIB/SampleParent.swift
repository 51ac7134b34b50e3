import RIBs

/// The scope above the Sample RIBs: provides the names and one score stream.
final class SampleParentComponent: Component<any EmptyDependency>, SampleDependency {

    let player1Name = "Alice"
    let player2Name = "Bob"

    var scoreStream: any BenchmarkScoreStream {
        mutableScoreStream
    }

    var mutableScoreStream: BenchmarkScoreStreamImpl {
        shared { BenchmarkScoreStreamImpl() }
    }

    init() {
        super.init(dependency: EmptyComponent())
    }
}

/// The parent RIB's interactor: listens to its Sample children and does nothing.
final class SampleParentInteractor: Interactor, SampleListener {

    func startGame() {}
}

/// A viewless parent RIB, attached (active and loaded) as if launched, that attaches and
/// detaches Sample RIBs.
@MainActor
final class SampleParent {

    let component = SampleParentComponent()
    let interactor = SampleParentInteractor()
    let router: Router<SampleParentInteractor>
    let builder: SampleBuilder

    /// - Parameter showsScore: Whether the Sample RIBs subscribe to the score while active.
    init(showsScore: Bool = true) {
        router = Router(interactor: interactor)
        builder = SampleBuilder(dependency: component, showsScore: showsScore)
        router.interactable.activate()
        router.load()
    }

    /// Builds one Sample RIB listening to this parent.
    func buildSample() -> any SampleRouting {
        builder.build(withListener: interactor)
    }
}
