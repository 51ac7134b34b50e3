#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A signal handler that is told about the signal (`SA_SIGINFO`). It runs in whatever the
/// thread was doing: it may only make async-signal-safe calls, and may not allocate.
typealias SignalHandler = @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void

extension Signal {

    /// Makes `handler` handle the signal, with `flags` besides `SA_SIGINFO` and nothing
    /// blocked, and saves the handling it had in `previous`.
    func installHandler(_ handler: SignalHandler, flags: Int32, savingPreviousIn previous: UnsafeMutablePointer<sigaction>) {
        var action = sigaction()
        #if canImport(Darwin)
        action.__sigaction_u.__sa_sigaction = handler
        #else
        action.__sigaction_handler.sa_sigaction = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_SIGINFO | flags
        _ = sigaction(number, &action, previous)
    }
}
