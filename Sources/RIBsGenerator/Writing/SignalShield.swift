#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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
    static let terminatingSignals: [Int32] = [
        SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGPIPE, SIGALRM, SIGUSR1, SIGUSR2, SIGVTALRM, SIGPROF,
        SIGXCPU, SIGXFSZ,
    ]

    private let held: [Int32]
    private var previousMask = sigset_t()

    /// Starts holding back the terminating signals this process does not ignore or handle.
    init() {
        var current = sigset_t()
        pthread_sigmask(SIG_BLOCK, nil, &current)
        held = Self.terminatingSignals.filter { sigismember(&current, $0) == 0 && Self.hasDefaultAction($0) }
        var blocked = sigset_t()
        sigemptyset(&blocked)
        held.forEach { sigaddset(&blocked, $0) }
        pthread_sigmask(SIG_BLOCK, &blocked, &previousMask)
    }

    /// The first held signal that has arrived, if any.
    var pendingSignal: Int32? {
        var pending = sigset_t()
        sigpending(&pending)
        return held.first { sigismember(&pending, $0) == 1 }
    }

    /// Stops holding the signals back: one that arrived meanwhile takes effect now.
    func lower() {
        var mask = previousMask
        pthread_sigmask(SIG_SETMASK, &mask, nil)
    }

    // MARK: - Private

    private static func hasDefaultAction(_ signal: Int32) -> Bool {
        var action = sigaction()
        guard sigaction(signal, nil, &action) == 0 else {
            return false
        }
        #if canImport(Darwin)
        return action.__sigaction_u.__sa_handler == nil
        #else
        return action.sa_flags & SA_SIGINFO == 0 && action.__sigaction_handler.sa_handler == nil
        #endif
    }
}
