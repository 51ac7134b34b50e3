#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A mutual-exclusion lock that any thread may take: a POSIX mutex, so that its users need
/// neither Foundation nor a recent Apple OS for it.
public final class MutexLock: @unchecked Sendable {

    /// A new lock, not held.
    public init() {
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` holding the lock; `body` must not call out to code that takes it again.
    @inlinable
    public func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    // MARK: - Internal

    @usableFromInline
    let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
}
