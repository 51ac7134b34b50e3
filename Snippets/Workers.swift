// A worker runs while the interactor it was started against is active.
import RIBs

final class AutosaveWorker: Worker {

    private let ticks: AnyPublisher<Void, Never>
    private(set) var saveCount = 0

    init(ticks: AnyPublisher<Void, Never>) {
        self.ticks = ticks
    }

    override func didStart(_ interactorScope: any InteractorScope) {
        super.didStart(interactorScope)
        ticks
            .sink { [weak self] in
                self?.saveCount += 1
            }
            .cancelOnStop(self)   // or disposeOnStop, as RIBs iOS
    }
}

final class GameInteractor: Interactor {

    let autosave: AutosaveWorker

    init(autosave: AutosaveWorker) {
        self.autosave = autosave
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        autosave.start(self)   // pauses while this interactor is inactive
    }
}

// snippet.hide
let ticks = PassthroughSubject<Void, Never>()
let interactor = GameInteractor(autosave: AutosaveWorker(ticks: ticks.eraseToAnyPublisher()))
interactor.activate()
ticks.send()
interactor.deactivate()
ticks.send()
precondition(interactor.autosave.saveCount == 1, "paused while the interactor is inactive")
