import RIBs
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct IsActiveSequenceTests {

    @Test func yieldsTheCurrentValueThenEachChangeAndFinishesOnDeinit() async throws {
        var interactor: RecordingInteractor? = RecordingInteractor()
        interactor?.activate()
        let sequence = try #require(interactor).isActiveSequence

        interactor?.activate()
        interactor?.deactivate()
        interactor?.activate()
        interactor = nil
        var values: [Bool] = []
        for await isActive in sequence {
            values.append(isActive)
        }

        // The last `false` comes from the deinit, which deactivates the interactor.
        #expect(values == [true, false, true, false])
    }

    @Test func doesNotKeepTheInteractorAlive() {
        weak var weakInteractor: RecordingInteractor?
        var sequence: AsyncStream<Bool>?
        do {
            let interactor = RecordingInteractor()
            weakInteractor = interactor
            sequence = interactor.isActiveSequence
        }

        #expect(weakInteractor == nil)
        #expect(sequence != nil)
    }
}
