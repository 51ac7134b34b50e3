#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A set of signals (`sigset_t`), as a thread's signal mask and its pending signals are.
public struct SignalSet {

    /// The set of `signals`.
    public init(_ signals: [Signal]) {
        sigemptyset(&storage)
        for signal in signals {
            sigaddset(&storage, signal.number)
        }
    }

    /// Whether `signal` is in the set.
    public func contains(_ signal: Signal) -> Bool {
        var storage = storage
        return sigismember(&storage, signal.number) == 1
    }

    // MARK: - Internal

    /// The set as the C library takes it.
    var storage = sigset_t()

    /// An empty set, for a call to fill.
    init() {
        sigemptyset(&storage)
    }
}
