import Dispatch

/// Signals being handled, until ``cancel()``.
@MainActor
protocol SignalWatch: AnyObject {

    /// Stops handling the signals and gives them the handling they had before.
    func cancel()
}

/// Handles signals on the main actor: from the moment it is created, each signal it watches
/// is caught (its default action, such as ending the process, no longer happens) and handed
/// to the handler on the main queue, none lost however early it comes.
@MainActor
final class SignalWatcher: SignalWatch {

    /// Starts handling `signals` with `handler`.
    ///
    /// - Parameters:
    ///   - signals: The signals to handle.
    ///   - handler: Called on the main actor with each signal that arrives.
    init(_ signals: [TerminalSystem.Signal], handler: @escaping @MainActor (TerminalSystem.Signal) -> Void) {
        guard let pipe = TerminalSystem.makeSignalPipe() else {
            // No descriptor left: the signals keep their default handling.
            previousHandling = []
            source = nil
            return
        }
        previousHandling = TerminalSystem.forwardSignals(signals, to: pipe.writeEnd)
        let source = DispatchSource.makeReadSource(fileDescriptor: pipe.readEnd, queue: .main)
        source.setEventHandler {
            var numbers = [UInt8](repeating: 0, count: 64)
            let count = TerminalSystem.readAvailable(from: pipe.readEnd, into: &numbers)
            MainActor.assumeIsolated {
                numbers.prefix(count).forEach { handler(TerminalSystem.Signal(number: Int32($0))) }
            }
        }
        source.setCancelHandler {
            TerminalSystem.close(pipe.readEnd)
            TerminalSystem.close(pipe.writeEnd)
        }
        source.resume()
        self.source = source
    }

    /// Stops handling the signals and gives them the handling they had before.
    func cancel() {
        TerminalSystem.restoreSignalHandling(previousHandling)
        previousHandling = []
        source?.cancel()
        source = nil
    }

    // MARK: - Private

    private var previousHandling: [TerminalSystem.SignalHandling]
    private var source: (any DispatchSourceRead)?
}
