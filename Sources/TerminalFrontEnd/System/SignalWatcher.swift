import Dispatch

/// Handles signals on the main actor, through dispatch sources on the main queue: the
/// process's default handling of each is turned off while it watches.
@MainActor
final class SignalWatcher {

    /// Starts handling `signals` with `handler`.
    ///
    /// - Parameters:
    ///   - signals: The signals to handle.
    ///   - handler: Called on the main actor with each signal that arrives.
    init(_ signals: [TerminalSystem.Signal], handler: @escaping @MainActor (TerminalSystem.Signal) -> Void) {
        self.signals = signals
        sources = signals.map { signal in
            TerminalSystem.ignore(signal)
            let source = DispatchSource.makeSignalSource(signal: signal.number, queue: .main)
            source.setEventHandler {
                MainActor.assumeIsolated {
                    handler(signal)
                }
            }
            source.resume()
            return source
        }
    }

    /// Stops handling the signals and gives them their default handling back.
    func cancel() {
        sources.forEach { $0.cancel() }
        sources = []
        signals.forEach(TerminalSystem.handleByDefault)
    }

    // MARK: - Private

    private let signals: [TerminalSystem.Signal]
    private var sources: [any DispatchSourceSignal]
}
