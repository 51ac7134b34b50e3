import Synchronization

/// The keys read from the terminal and not yet handled, in bounded memory however fast they
/// come: the hand-over from the thread that reads the terminal to the main actor.
///
/// While the main actor keeps up, every key is handed over in order. When a flood (a paste of
/// megabytes, a stuck key) outruns it, the keys waiting are kept as ``BoundedKeys`` keeps them:
/// the first and the newest, and Ctrl-C.
final class PendingKeys: Sendable {

    /// Creates an empty hand-over that keeps keys as `keys` does.
    init(keeping keys: BoundedKeys) {
        state = Mutex(State(keys: keys))
    }

    /// Adds the keys of one read; called by the reading thread.
    func append(_ keys: some Collection<Key>) {
        let handOver = state.withLock { state -> (consumer: CheckedContinuation<[Key]?, Never>, keys: [Key])? in
            state.keys.append(contentsOf: keys)
            guard !state.keys.isEmpty, let consumer = state.waitingConsumer else {
                return nil
            }
            state.waitingConsumer = nil
            return (consumer, state.keys.removeAll())
        }
        handOver?.consumer.resume(returning: handOver?.keys)
    }

    /// Says that no key will come any more; called by the reading thread.
    func finish() {
        let consumer = state.withLock { state -> CheckedContinuation<[Key]?, Never>? in
            state.isFinished = true
            defer { state.waitingConsumer = nil }
            return state.waitingConsumer
        }
        consumer?.resume(returning: nil)
    }

    /// The keys waiting, all of them, in the order they were read; waits for one if there is
    /// none. `nil` once every key was taken and no more will come. One consumer at a time.
    func next() async -> [Key]? {
        await withCheckedContinuation { (consumer: CheckedContinuation<[Key]?, Never>) in
            let ready = state.withLock { state -> [Key]?? in
                if !state.keys.isEmpty {
                    return .some(state.keys.removeAll())
                }
                if state.isFinished {
                    return .some(nil)
                }
                state.waitingConsumer = consumer
                return .none
            }
            if let ready {
                consumer.resume(returning: ready)
            }
        }
    }

    // MARK: - Private

    private struct State: Sendable {
        var keys: BoundedKeys
        var isFinished = false
        var waitingConsumer: CheckedContinuation<[Key]?, Never>?
    }

    private let state: Mutex<State>
}
