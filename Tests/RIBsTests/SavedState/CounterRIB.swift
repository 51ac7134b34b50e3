import RIBs
import RIBsTesting

/// An interactor that saves a count, logs its restore and runs a handler on it.
@MainActor
final class CounterInteractor: RecordingInteractor, StateRestoring {

    struct RestorableState: Codable, Sendable, Equatable {
        var count: Int
    }

    var count = 0

    /// Runs inside `restore(from:)`, after the log entry: where a test routes from the state.
    var restoreHandler: ((RestorableState) -> Void)?

    private(set) var restoreCallCount = 0

    var restorableState: RestorableState {
        RestorableState(count: count)
    }

    func restore(from state: RestorableState) {
        restoreCallCount += 1
        count = state.count
        log.append("\(name).restore(\(state.count))")
        restoreHandler?(state)
    }
}

/// A router for a counter RIB whose `didLoad()` runs a handler: where a test attaches the
/// children a RIB always starts with.
@MainActor
final class CounterRouter: Router<CounterInteractor> {

    var didLoadHandler: ((CounterRouter) -> Void)?

    convenience init(name: String, count: Int = 0, log: EventLog = EventLog()) {
        let interactor = CounterInteractor(name: name, log: log)
        interactor.count = count
        self.init(interactor: interactor)
    }

    override func didLoad() {
        interactor.log.append("\(interactor.name).didLoad")
        didLoadHandler?(self)
    }
}

/// The launch router of a tree of counters.
@MainActor
final class CounterLaunchRouter: LaunchRouter<CounterInteractor, ViewControllableMock> {

    var didLoadHandler: ((CounterLaunchRouter) -> Void)?

    convenience init(name: String = "root", count: Int = 0, log: EventLog = EventLog()) {
        let interactor = CounterInteractor(name: name, log: log)
        interactor.count = count
        self.init(interactor: interactor, viewController: ViewControllableMock())
    }

    override func didLoad() {
        interactor.log.append("\(interactor.name).didLoad")
        didLoadHandler?(self)
    }
}
