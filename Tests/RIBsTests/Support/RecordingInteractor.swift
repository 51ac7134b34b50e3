import RIBs

/// An interactor that writes its lifecycle hooks to a log and counts them.
@MainActor
class RecordingInteractor: Interactor {

    let name: String
    let log: EventLog
    private(set) var didBecomeActiveCallCount = 0
    private(set) var willResignActiveCallCount = 0

    /// Runs inside `didBecomeActive()`, after the log entry.
    var didBecomeActiveHandler: (() -> Void)?

    /// Runs inside `willResignActive()`, after the log entry.
    var willResignActiveHandler: (() -> Void)?

    init(name: String = "interactor", log: EventLog = EventLog()) {
        self.name = name
        self.log = log
    }

    override func didBecomeActive() {
        didBecomeActiveCallCount += 1
        log.append("\(name).didBecomeActive")
        didBecomeActiveHandler?()
    }

    override func willResignActive() {
        willResignActiveCallCount += 1
        log.append("\(name).willResignActive")
        willResignActiveHandler?()
    }
}
