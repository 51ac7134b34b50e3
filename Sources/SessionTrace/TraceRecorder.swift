import RIBs
import RIBsInspector
import ScreenKit

/// Records a session as trace entries: the tree and the screen once the app is launched, then
/// every user action the window performs and every link the app is handed, each with what
/// followed (the tree's lifecycle and workflow events, then the screen, or the window's
/// refusal).
///
/// Create it once the app is launched, or before (events before ``recordLaunch()`` are not
/// recorded: the launch is recorded as the tree it made), and call ``recordLaunch()``. Keep it
/// for as long as the session is recorded: the window holds it weakly.
@MainActor
public final class TraceRecorder: WindowActionObserver {

    /// Starts recording what happens in `window` and in the tree `inspector` follows.
    ///
    /// - Parameters:
    ///   - window: The window the app is launched into.
    ///   - inspector: Follows the app's tree; its events become trace events. The recorder
    ///     keeps it.
    ///   - record: Takes each entry as it happens.
    public init(window: Window, inspector: RIBInspector, record: @escaping @MainActor (TraceEntry) -> Void) {
        self.window = window
        self.inspector = inspector
        self.record = record
        window.actionObserver = self
        subscription = inspector.events.sink { [weak self] event in
            MainActor.assumeIsolated {
                guard let self, self.hasStarted else {
                    return
                }
                self.record(.event(TraceEvent(event)))
            }
        }
    }

    /// Records the tree and the screen of the launched app, and starts recording what happens
    /// next; call once, right after the launch (or the restore).
    public func recordLaunch() {
        hasStarted = true
        record(.tree(TraceTree(inspector.tree)))
        recordScreen()
    }

    /// Records `link` as an input, hands it to the app with `open`, then records what followed.
    ///
    /// - Parameters:
    ///   - link: The link as the app is handed it.
    ///   - open: Hands the link to the app; throws when the app refuses it.
    /// - Throws: What `open` throws, once recorded as a refusal.
    public func recordLink(_ link: String, open: () throws -> Void) rethrows {
        record(.input(.link(link), milliseconds: elapsedMilliseconds))
        do {
            try open()
        } catch {
            record(.rejected(String(describing: error)))
            throw error
        }
        recordScreen()
    }

    // MARK: - WindowActionObserver

    public func windowWillPerform(_ action: UserAction) {
        guard hasStarted else {
            return
        }
        record(.input(.action(action), milliseconds: elapsedMilliseconds))
    }

    public func windowDidPerform(_ action: UserAction, rejection: UserActionRejection?) {
        guard hasStarted else {
            return
        }
        if let rejection {
            record(.rejected(rejection.description))
        } else {
            recordScreen()
        }
    }

    // MARK: - Private

    private weak var window: Window?
    private let inspector: RIBInspector
    private let record: @MainActor (TraceEntry) -> Void
    private let start = ContinuousClock.now
    private var subscription: AnyCancellable?
    /// Whether ``recordLaunch()`` was called; events and inputs before it are not recorded.
    private var hasStarted = false

    private var elapsedMilliseconds: Int {
        let elapsed = ContinuousClock.now - start
        return Int(elapsed.components.seconds * 1_000 + elapsed.components.attoseconds / 1_000_000_000_000_000)
    }

    private func recordScreen() {
        if let content = window?.content {
            record(.screen(ScreenSummary(content)))
        }
    }
}
