import RIBs
import Testing

/// The active scope: what an interactor cancels when its active period ends, and a worker when
/// its run ends. It keeps a first `AnyCancellable` inline and the rest in an array, so these
/// check one binding, many, of either kind first, and bindings made while the scope ends.
@MainActor
struct ActiveScopeTests {

    @Test func oneBindingIsCancelledOnceOnDeactivation() {
        let interactor = RecordingInteractor()
        var cancelCount = 0
        interactor.activate()

        let cancellable = AnyCancellable { cancelCount += 1 }
        let returned = cancellable.cancelOnDeactivate(interactor: interactor)
        #expect(returned === cancellable)
        #expect(cancelCount == 0)
        interactor.deactivate()
        #expect(cancelCount == 1)
        interactor.activate()
        interactor.deactivate()

        #expect(cancelCount == 1)
    }

    @Test func manyBindingsAreCancelledInTheOrderTheyWereBound() {
        let interactor = RecordingInteractor()
        var log: [String] = []
        let spy = CancellableSpy()
        interactor.activate()

        AnyCancellable { log.append("first") }.cancelOnDeactivate(interactor: interactor)
        spy.cancelOnDeactivate(interactor: interactor)
        AnyCancellable { log.append("third") }.disposeOnDeactivate(interactor: interactor)
        (AnyCancellable { log.append("fourth") } as any Cancellable).cancelOnDeactivate(interactor: interactor)
        #expect(log == [])
        interactor.deactivate()

        #expect(log == ["first", "third", "fourth"])
        #expect(spy.cancelCount == 1)
    }

    @Test func orderIsKeptWhenTheFirstBindingIsNotAnAnyCancellable() {
        let interactor = RecordingInteractor()
        var log: [String] = []
        interactor.activate()

        RecordingCancellable(name: "first") { log.append($0) }.cancelOnDeactivate(interactor: interactor)
        AnyCancellable { log.append("second") }.cancelOnDeactivate(interactor: interactor)
        RecordingCancellable(name: "third") { log.append($0) }.cancelOnDeactivate(interactor: interactor)
        AnyCancellable { log.append("fourth") }.cancelOnDeactivate(interactor: interactor)
        interactor.deactivate()

        #expect(log == ["first", "second", "third", "fourth"])
    }

    @Test func bindingsOfEachActivePeriodEndWithIt() {
        let interactor = RecordingInteractor()
        var log: [String] = []

        interactor.activate()
        AnyCancellable { log.append("period 1") }.cancelOnDeactivate(interactor: interactor)
        interactor.deactivate()
        interactor.activate()
        AnyCancellable { log.append("period 2, a") }.cancelOnDeactivate(interactor: interactor)
        AnyCancellable { log.append("period 2, b") }.cancelOnDeactivate(interactor: interactor)
        interactor.deactivate()
        interactor.activate()
        interactor.deactivate()

        #expect(log == ["period 1", "period 2, a", "period 2, b"])
    }

    @Test func anAnyCancellableBoundToAnInactiveInteractorIsCancelledAtOnce() {
        let interactor = RecordingInteractor()
        var cancelCount = 0

        let cancellable = AnyCancellable { cancelCount += 1 }
        let returned = cancellable.cancelOnDeactivate(interactor: interactor)

        #expect(returned === cancellable)
        #expect(cancelCount == 1)
        interactor.activate()
        interactor.deactivate()
        #expect(cancelCount == 1)
    }

    @Test func aBindingCancelledBeforeDeactivationIsNotCancelledAgain() {
        let interactor = RecordingInteractor()
        var cancelCount = 0
        interactor.activate()
        let cancellable = AnyCancellable { cancelCount += 1 }.cancelOnDeactivate(interactor: interactor)

        cancellable.cancel()
        #expect(cancelCount == 1)
        interactor.deactivate()

        #expect(cancelCount == 1)
    }

    @Test func cancellingABindingAfterDeactivationDoesNothingMore() {
        let interactor = RecordingInteractor()
        var cancelCount = 0
        interactor.activate()
        let cancellable = AnyCancellable { cancelCount += 1 }.cancelOnDeactivate(interactor: interactor)

        interactor.deactivate()
        cancellable.cancel()

        #expect(cancelCount == 1)
    }

    @Test func bindingsMadeWhileTheyAreCancelledAreCancelledInTheSameDeactivation() {
        let interactor = RecordingInteractor()
        var log: [String] = []
        interactor.activate()

        AnyCancellable {
            log.append("first")
            AnyCancellable { log.append("bound by first") }.cancelOnDeactivate(interactor: interactor)
        }
        .cancelOnDeactivate(interactor: interactor)
        AnyCancellable {
            log.append("second")
            AnyCancellable {
                log.append("bound by second")
                AnyCancellable { log.append("bound by that") }.cancelOnDeactivate(interactor: interactor)
            }
            .cancelOnDeactivate(interactor: interactor)
        }
        .cancelOnDeactivate(interactor: interactor)
        interactor.deactivate()

        #expect(log == ["first", "second", "bound by first", "bound by second", "bound by that"])
        #expect(!interactor.isActive)
        // Nothing was left bound to a later period.
        interactor.activate()
        interactor.deactivate()
        #expect(log.count == 5)
    }

    @Test func bindingsMadeInWillResignActiveEndWithThePeriod() {
        let interactor = RecordingInteractor()
        var log: [String] = []
        interactor.willResignActiveHandler = { [unowned interactor] in
            AnyCancellable { log.append("bound in willResignActive") }.cancelOnDeactivate(interactor: interactor)
        }
        interactor.activate()
        AnyCancellable { log.append("bound while active") }.cancelOnDeactivate(interactor: interactor)

        interactor.deactivate()

        #expect(log == ["bound while active", "bound in willResignActive"])
    }

    @Test func bindingsEndWhenAnActiveInteractorIsReleased() {
        var log: [String] = []
        do {
            let interactor = RecordingInteractor()
            interactor.activate()
            AnyCancellable { log.append("first") }.cancelOnDeactivate(interactor: interactor)
            RecordingCancellable(name: "second") { log.append($0) }.cancelOnDeactivate(interactor: interactor)
        }

        #expect(log == ["first", "second"])
    }

    @Test func aWorkerCancelsItsBindingsInOrderAndThoseMadeWhileStoppingAtOnce() {
        let interactor = RecordingInteractor()
        let worker = Worker()
        var log: [String] = []
        interactor.activate()
        worker.start(interactor)

        RecordingCancellable(name: "first") { log.append($0) }.cancelOnStop(worker)
        AnyCancellable {
            log.append("second")
            AnyCancellable { log.append("bound while stopping") }.cancelOnStop(worker)
        }
        .cancelOnStop(worker)
        AnyCancellable { log.append("third") }.cancelOnStop(worker)
        worker.stop()

        #expect(log == ["first", "second", "bound while stopping", "third"])
    }
}

/// A cancellable that is not an `AnyCancellable`, telling `record` its name when cancelled.
@MainActor
private final class RecordingCancellable: Cancellable {

    init(name: String, record: @escaping (String) -> Void) {
        self.name = name
        self.record = record
    }

    nonisolated func cancel() {
        MainActor.assumeIsolated {
            record(name)
        }
    }

    private let name: String
    private let record: (String) -> Void
}
