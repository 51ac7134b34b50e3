import Foundation
import Synchronization

/// Everything written to a pipe, read on a thread of its own as it comes: a test can then wait
/// for the program writing it with a deadline (rather than read to the end first, which waits
/// as long as a hung program), and say what it had printed when it fails.
public final class PipeCollector: Sendable {

    /// Starts reading `handle`, the pipe's read end.
    public init(reading handle: FileHandle) {
        // The thread holds the collector until the pipe ends.
        Thread.detachNewThread { [self] in
            while case let data = handle.availableData, !data.isEmpty {
                state.withLock { $0.data += data }
            }
            state.withLock { $0.hasEnded = true }
        }
    }

    /// Starts reading `pipe`'s read end.
    public convenience init(_ pipe: Pipe) {
        self.init(reading: pipe.fileHandleForReading)
    }

    /// What was read so far, as UTF-8.
    public var text: String {
        state.withLock { String(decoding: $0.data, as: UTF8.self) }
    }

    /// Waits until every writer has closed the pipe, for at most `timeout`, and returns all it
    /// was sent, as UTF-8.
    ///
    /// - Throws: ``SpawnedProcess/Failure`` with what was read, when the pipe was still open.
    nonisolated(nonsending)
    public func wholeText(atMost timeout: Duration = SpawnedProcess.patience) async throws -> String {
        let hasEnded = try await SpawnedProcess.poll(until: ContinuousClock.now + timeout) {
            state.withLock { $0.hasEnded } ? true : nil
        }
        guard hasEnded != nil else {
            throw SpawnedProcess.Failure(description: "a pipe was still open after \(timeout); it had been sent: \(text)")
        }
        return text
    }

    // MARK: - Private

    private struct State {
        var data = Data()
        var hasEnded = false
    }

    private let state = Mutex(State())
}
