import Dispatch
import SystemCalls

/// Signals being handled, until ``cancel()``.
@MainActor
protocol SignalWatch: AnyObject {

    /// Stops handling the signals and gives them the handling they had before.
    func cancel()
}

/// Handles signals on the main actor: from the moment it is created, each signal it watches
/// is caught (its default action, such as ending the process, no longer happens) and handed
/// to the handler on the main queue, none lost however early it comes.
///
/// The signals are read off the main actor, so that `whenCaught` hears of each one even while
/// the main actor is stuck (in a write to a terminal that stopped reading, say).
@MainActor
final class SignalWatcher: SignalWatch {

    /// Starts handling `signals` with `handler`.
    ///
    /// - Parameters:
    ///   - signals: The signals to handle.
    ///   - whenCaught: Called with each signal as soon as it is read, on a queue of the
    ///     watcher's own, before `handler`.
    ///   - handler: Called on the main actor with each signal that arrives.
    init(_ signals: [TerminalSystem.Signal], whenCaught: @escaping @Sendable (TerminalSystem.Signal) -> Void = { _ in },
         handler: @escaping @MainActor (TerminalSystem.Signal) -> Void) {
        guard let pipe = SignalForwarding.makePipe() else {
            // No descriptor left: the signals keep their default handling.
            previousHandling = []
            source = nil
            return
        }
        previousHandling = SignalForwarding.forward(signals, to: pipe.writeEnd)
        let source = DispatchSource.makeReadSource(fileDescriptor: pipe.readEnd.rawValue, queue: DispatchQueue(label: "signals"))
        self.source = source
        // Sendable, so not isolated to the main actor that creates it: it runs on the queue.
        source.setEventHandler { @Sendable [weak self] in
            var numbers = [UInt8](repeating: 0, count: 64)
            let count = pipe.readEnd.readAvailable(into: &numbers)
            let caught = numbers.prefix(count).map { TerminalSystem.Signal(number: Int32($0)) }
            caught.forEach(whenCaught)
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    // None after cancel(), even one read just before.
                    guard self?.source != nil else {
                        return
                    }
                    caught.forEach(handler)
                }
            }
        }
        source.setCancelHandler { @Sendable in
            try? pipe.readEnd.close()
            try? pipe.writeEnd.close()
        }
        source.resume()
    }

    /// Stops handling the signals and gives them the handling they had before.
    func cancel() {
        SignalForwarding.restore(previousHandling)
        previousHandling = []
        source?.cancel()
        source = nil
    }

    // MARK: - Private

    private var previousHandling: [SignalForwarding.PreviousHandling]
    private var source: (any DispatchSourceRead)?
}
