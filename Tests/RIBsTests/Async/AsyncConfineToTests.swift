import RIBs
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct AsyncConfineToTests {

    @Test func elementsArrivingWhileInactiveAreDropped() async {
        let interactor = RecordingInteractor()
        let source = HandshakeSequence()
        var requests = source.requests.makeAsyncIterator()
        var confined = source.confineTo(interactor).makeAsyncIterator()
        interactor.activate()

        await requests.next()
        source.elementsContinuation.yield(1)
        #expect(await confined.next() == 1)

        await requests.next()
        interactor.deactivate()
        source.elementsContinuation.yield(2)
        // The confined sequence asks for the next element once it handled (dropped) this one.
        await requests.next()
        interactor.activate()
        source.elementsContinuation.yield(3)

        #expect(await confined.next() == 3)
    }

    @Test func finishesWhenTheSourceFinishes() async {
        let interactor = RecordingInteractor()
        interactor.activate()
        let source = HandshakeSequence()
        var confined = source.confineTo(interactor).makeAsyncIterator()

        source.elementsContinuation.yield(1)
        source.elementsContinuation.finish()

        #expect(await confined.next() == 1)
        #expect(await confined.next() == nil)
    }

    @Test func finishesWhenTheScopeIsDeallocated() async throws {
        var interactor: RecordingInteractor? = RecordingInteractor()
        interactor?.activate()
        let source = HandshakeSequence()
        var requests = source.requests.makeAsyncIterator()
        var confined = source.confineTo(try #require(interactor)).makeAsyncIterator()
        await requests.next()

        interactor = nil

        #expect(await confined.next() == nil)
    }
}
