import RIBs

/// A router that writes `didLoad()` to its interactor's log and counts it.
@MainActor
class RecordingRouter: Router<RecordingInteractor> {

    private(set) var didLoadCallCount = 0

    /// Creates a router with a recording interactor of the same name writing to `log`.
    convenience init(name: String, log: EventLog = EventLog()) {
        self.init(interactor: RecordingInteractor(name: name, log: log))
    }

    override func didLoad() {
        didLoadCallCount += 1
        interactor.log.append("\(interactor.name).didLoad")
    }
}
