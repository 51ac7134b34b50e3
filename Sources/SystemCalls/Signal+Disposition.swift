#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension Signal {

    /// Makes the process ignore the signal from now on: for ``brokenPipe``, a write to a
    /// closed pipe then fails with `Broken pipe` instead of ending the process without a word.
    public func ignore() {
        _ = signal(number, SIG_IGN)
    }

    /// Gives the signal its default action again, such as ending the process.
    public func restoreDefaultAction() {
        _ = signal(number, SIG_DFL)
    }

    /// Whether the signal has its default action: the process neither ignores nor handles it.
    /// `false` when the system does not say.
    public var hasDefaultAction: Bool {
        var action = sigaction()
        guard sigaction(number, nil, &action) == 0 else {
            return false
        }
        #if canImport(Darwin)
        return action.__sigaction_u.__sa_handler == nil
        #else
        return action.sa_flags & SA_SIGINFO == 0 && action.__sigaction_handler.sa_handler == nil
        #endif
    }
}
