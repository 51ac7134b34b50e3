import Synchronization

/// Where load sessions wait for each other: once every session has connected and logged in
/// (or failed to), they all start measuring at the same instant, so that connecting a
/// thousand sockets is not counted as play.
final class StartLine: Sendable {

    /// Creates a start line for `sessions` sessions.
    init(sessions: Int) {
        state = Mutex(State(waitingFor: sessions))
    }

    /// Waits until every session has arrived or withdrawn.
    ///
    /// - Returns: The instant at which the last one arrived: when measuring starts.
    func arrive() async -> ContinuousClock.Instant {
        await withCheckedContinuation { continuation in
            let released = state.withLock { state in
                state.waiting.append(continuation)
                return state.countDown()
            }
            released?.resume()
        }
    }

    /// Stops waiting for a session that failed before it arrived.
    func withdraw() {
        state.withLock { $0.countDown() }?.resume()
    }

    // MARK: - Private

    private struct State {
        var waitingFor: Int
        var waiting: [CheckedContinuation<ContinuousClock.Instant, Never>] = []

        /// Counts one session in; once all are in, what resumes the waiting ones.
        mutating func countDown() -> Release? {
            waitingFor -= 1
            guard waitingFor == 0 else {
                return nil
            }
            defer { waiting = [] }
            return Release(waiting: waiting, start: .now)
        }
    }

    /// Resumes the sessions waiting at the line, outside the lock.
    private struct Release {
        let waiting: [CheckedContinuation<ContinuousClock.Instant, Never>]
        let start: ContinuousClock.Instant

        func resume() {
            for continuation in waiting {
                continuation.resume(returning: start)
            }
        }
    }

    private let state: Mutex<State>
}
