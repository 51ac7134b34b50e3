import Dispatch
import Synchronization

/// Where the server writes the traces its pages download: one at a time, on a thread of its
/// own, with at most ``maxTraces`` taken at once.
///
/// A full trace takes milliseconds to write (2,000 lines, each JSON-encoded and checked, then
/// the whole escaped for its message). Written on the main actor, ten pages asking for theirs
/// in a loop held up every other page's moves; written on Swift's cooperative pool (two threads
/// on a two-core machine), they would hold up the connections' tasks. A serial dispatch queue
/// has a thread of its own, outside that pool; writing one trace at a time leaves the other
/// core to the sessions. Past ``maxTraces``, a page is told that the server is busy and to
/// try again (``SessionTraceRecording``), rather than waiting behind every page that asked
/// before it.
final class TraceWritingQueue: Sendable {

    /// The queue every session of the process shares, unless a test gives its own.
    static let shared = TraceWritingQueue()

    /// The most traces taken at once, the one being written and those waiting.
    let maxTraces: Int

    /// Runs a job somewhere other than the caller; the jobs run one after another, in order.
    typealias Runner = @Sendable (_ job: @escaping @Sendable () -> Void) -> Void

    /// Creates a queue.
    ///
    /// - Parameters:
    ///   - maxTraces: The most traces taken at once, the one being written and those waiting.
    ///   - runner: Where the traces are written; by default, a serial dispatch queue of its own. A
    ///     test passes one that runs them when it says.
    init(maxTraces: Int = 4, runner: Runner? = nil) {
        self.maxTraces = maxTraces
        if let runner {
            self.runner = runner
        } else {
            let queue = DispatchQueue(label: "WebFrontEnd.TraceWritingQueue", qos: .utility)
            self.runner = { job in queue.async(execute: job) }
        }
    }

    /// Writes `snapshot` as the message that gives a page its trace, off the caller's thread, and
    /// hands it to `deliver` there; or, when ``maxTraces`` are taken already, does nothing.
    ///
    /// - Parameters:
    ///   - snapshot: The trace to write.
    ///   - deliver: Takes the message once it is written, on the queue's thread.
    /// - Returns: Whether the trace was taken.
    func write(_ snapshot: SessionTraceSnapshot, then deliver: @escaping @Sendable (ServerMessage) -> Void) -> Bool {
        let isTaken = taken.withLock { taken in
            guard taken < maxTraces else {
                return false
            }
            taken += 1
            return true
        }
        guard isTaken else {
            return false
        }
        runner {
            let message = snapshot.message()
            self.taken.withLock { $0 -= 1 }
            deliver(message)
        }
        return true
    }

    // MARK: - Private

    private let runner: Runner

    /// The traces taken and not yet written.
    private let taken = Mutex(0)
}
