#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The calling thread's signal mask: the signals it holds back, which stay pending instead of
/// taking effect until they are let through.
public enum ThreadSignalMask {

    /// The signals the calling thread holds back now.
    public static var blocked: SignalSet {
        var current = SignalSet()
        pthread_sigmask(SIG_BLOCK, nil, &current.storage)
        return current
    }

    /// The signals that arrived for the process or the calling thread and are held back.
    public static var pending: SignalSet {
        var pending = SignalSet()
        sigpending(&pending.storage)
        return pending
    }

    /// Holds `signals` back too, from now on.
    ///
    /// - Returns: The mask before, for ``restore(_:)``.
    public static func block(_ signals: SignalSet) -> SignalSet {
        var added = signals
        var previous = SignalSet()
        pthread_sigmask(SIG_BLOCK, &added.storage, &previous.storage)
        return previous
    }

    /// Makes `mask` the thread's mask again: a signal it no longer holds back that arrived
    /// meanwhile takes effect now.
    public static func restore(_ mask: SignalSet) {
        var mask = mask
        pthread_sigmask(SIG_SETMASK, &mask.storage, nil)
    }
}
