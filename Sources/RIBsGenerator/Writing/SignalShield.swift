import SystemCalls

/// Holds back the signals that would end the process while files are put in place, so that an
/// interrupted run can remove what it wrote before it ends.
///
/// While raised, SIGINT, SIGTERM, SIGHUP and the other signals whose default action ends the
/// process stay pending instead of ending it; ``pendingSignal`` tells the writer to roll back,
/// and ``lower()`` then lets the signal end the process as it would have, with the status
/// shells expect (128 + the signal's number). Signals the process ignores (as `nohup` and
/// background jobs of scripts ignore some) or already blocks are left alone: they would not
/// end it anyway.
/// `ribs` runs on one thread; the mask is that thread's.
struct SignalShield {

    /// The signals held back: those whose default action ends the process, and that another
    /// process or the terminal sends.
    static let terminatingSignals: [Signal] = [
        .hangUp, .interrupt, .quit, .terminate, .brokenPipe, .alarm, .userDefined1, .userDefined2, .virtualAlarm,
        .profilingAlarm, .cpuTimeLimitExceeded, .fileSizeLimitExceeded,
    ]

    private let held: [Signal]
    private let previousMask: SignalSet

    /// Starts holding back the terminating signals this process does not ignore or handle.
    init() {
        let blocked = ThreadSignalMask.blocked
        held = Self.terminatingSignals.filter { !blocked.contains($0) && $0.hasDefaultAction }
        previousMask = ThreadSignalMask.block(SignalSet(held))
    }

    /// The first held signal that has arrived, if any.
    var pendingSignal: Signal? {
        let pending = ThreadSignalMask.pending
        return held.first { pending.contains($0) }
    }

    /// Stops holding the signals back: one that arrived meanwhile takes effect now.
    func lower() {
        ThreadSignalMask.restore(previousMask)
    }
}
