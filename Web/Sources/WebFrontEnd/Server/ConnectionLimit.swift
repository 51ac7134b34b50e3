#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The most connections the server keeps open at once, counted as they are accepted and
/// closed: kept below the process's descriptor limit, so that running out of descriptors can
/// neither stop the server from answering nor make it spin or crash.
final class ConnectionLimit: Sendable {

    /// The most connections open at once.
    let maxConnections: Int

    /// Creates a limit of `maxConnections` connections.
    init(maxConnections: Int) {
        self.maxConnections = maxConnections
    }

    /// The number of connections open now.
    var openConnections: Int {
        count.withLock { $0 }
    }

    /// Counts a new connection; `false`, counting nothing, if the limit is reached.
    func open() -> Bool {
        count.withLock { count in
            guard count < maxConnections else {
                return false
            }
            count += 1
            return true
        }
    }

    /// Counts a connection closed.
    func close() {
        count.withLock { $0 -= 1 }
    }

    /// The default for this process: its soft descriptor limit, read at start, less
    /// ``descriptorsKeptInReserve`` for everything else the process opens (the listening
    /// socket, the event loops' own descriptors, logs, a store), and no fewer than 16.
    static func forThisProcess() -> ConnectionLimit {
        ConnectionLimit(maxConnections: max(16, descriptorLimit() - descriptorsKeptInReserve))
    }

    /// Descriptors left to the rest of the process: SwiftNIO's event loops take a few each,
    /// standard streams three, and a session store a few more; 128 leaves room for all of them
    /// and the files a future version opens, and is an eighth of the usual limit of 1,024.
    static let descriptorsKeptInReserve = 128

    // MARK: - Private

    private let count = Mutex(0)

    /// The process's soft limit on open descriptors, or 1,024 where it cannot be read.
    private static func descriptorLimit() -> Int {
        var limit = rlimit()
        #if canImport(Glibc)
        let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
        let resource = RLIMIT_NOFILE
        #endif
        guard getrlimit(resource, &limit) == 0 else {
            return 1_024
        }
        // An unlimited limit reads as the largest value; no process gets near Int32.max.
        return Int(clamping: min(limit.rlim_cur, rlim_t(Int32.max)))
    }
}
