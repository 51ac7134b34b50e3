import Synchronization

/// How long a call to a session store may take before its caller stops waiting: a database
/// that stops answering (stopped, paused, cut off) is then a store failure within seconds, not
/// a page waiting for ever.
public struct StoreDeadline: Sendable, Equatable {

    /// The longest wait.
    public let duration: Duration

    /// Five seconds: far beyond a healthy store's milliseconds (a save's median is under one on
    /// this machine's PostgreSQL, and a batch of hundreds of sessions on a machine busy with
    /// builds took about three), and short enough that a page whose action waits on the store is
    /// told, not left wondering.
    public static let standard = StoreDeadline(.seconds(5))

    /// A deadline of `duration`.
    public init(_ duration: Duration) {
        self.duration = duration
    }

    /// Runs `operation` in a task of its own and returns what it returns, or throws
    /// ``StoreDeadlinePassed`` once ``duration`` has passed without an answer.
    ///
    /// Past the deadline, the operation's task is cancelled if `cancelsLateOperation` (a read,
    /// whose answer no one wants any more); otherwise it runs on to its end (a write, which must
    /// land before any later one), and the caller arranges for that.
    ///
    /// A caller cancelled meanwhile stops waiting at once for a read, whose task is cancelled
    /// with it. For a write it waits on, for the write's end or the deadline: a write its
    /// caller's page no longer needs has still to land before the next, and the next writer
    /// learns nothing from a write given up on but that it must wait.
    public func run<Result: Sendable>(cancelsLateOperation: Bool = true,
                                      _ operation: @escaping @Sendable () async throws -> Result) async throws -> Result {
        let answer = OneAnswer<Result>()
        let work = Task {
            do {
                answer.give(.success(try await operation()))
            } catch {
                answer.give(.failure(error))
            }
        }
        let duration = duration
        let timer = Task {
            try? await Task.sleep(for: duration)
            if answer.give(.failure(StoreDeadlinePassed(deadline: duration))), cancelsLateOperation {
                work.cancel()
            }
        }
        defer { timer.cancel() }
        return try await withTaskCancellationHandler {
            try await answer.value
        } onCancel: {
            if cancelsLateOperation, answer.give(.failure(CancellationError())) {
                work.cancel()
            }
        }
    }
}

/// A store call passed its ``StoreDeadline``: the store did not answer.
public struct StoreDeadlinePassed: Error, Equatable, Sendable, CustomStringConvertible {

    /// The deadline that passed.
    public let deadline: Duration

    /// A deadline of `deadline` passed.
    public init(deadline: Duration) {
        self.deadline = deadline
    }

    public var description: String {
        "the store did not answer within \(deadline)"
    }
}

/// The first of several answers to one question, for one waiter.
private final class OneAnswer<Value: Sendable>: Sendable {

    /// Waits for the first answer.
    var value: Value {
        get async throws {
            try await withCheckedThrowingContinuation { continuation in
                let given = state.withLock { state -> Result<Value, any Error>? in
                    if let given = state.given {
                        return given
                    }
                    state.waiter = continuation
                    return nil
                }
                if let given {
                    continuation.resume(with: given)
                }
            }
        }
    }

    /// Gives `result` as the answer, unless one was given already.
    ///
    /// - Returns: Whether it is the answer.
    @discardableResult
    func give(_ result: Result<Value, any Error>) -> Bool {
        let (isFirst, waiter) = state.withLock { state -> (Bool, CheckedContinuation<Value, any Error>?) in
            guard state.given == nil else {
                return (false, nil)
            }
            state.given = result
            defer { state.waiter = nil }
            return (true, state.waiter)
        }
        waiter?.resume(with: result)
        return isFirst
    }

    private struct State {
        var given: Result<Value, any Error>?
        var waiter: CheckedContinuation<Value, any Error>?
    }

    private let state = Mutex(State())
}
