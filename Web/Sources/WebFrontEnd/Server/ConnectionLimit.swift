#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The most connections the server keeps open at once, counted as they are accepted and
/// closed: kept below the process's descriptor limit, so that running out of descriptors can
/// neither stop the server from answering nor make it spin or crash; and the most one client
/// may hold, so that one address cannot keep the others out.
final class ConnectionLimit: Sendable {

    /// The most connections open at once.
    let maxConnections: Int

    /// The most connections one client (see ``ClientAddress/limitKey``) may hold at once.
    let maxConnectionsPerClient: Int

    /// Creates a limit of `maxConnections` connections, `maxConnectionsPerClient` of them for
    /// any one client; by default a quarter of them.
    init(maxConnections: Int, maxConnectionsPerClient: Int? = nil) {
        self.maxConnections = maxConnections
        self.maxConnectionsPerClient = maxConnectionsPerClient ?? Self.defaultShare(of: maxConnections)
    }

    /// A client's share by default: a quarter of the connections, and at least 8. A browser
    /// holds a few connections per page (the page's files, then its WebSocket), and an office
    /// or a mobile carrier may put many people behind one address: a quarter lets such an
    /// address play while three others as greedy still leave room for everyone else.
    static func defaultShare(of maxConnections: Int) -> Int {
        max(8, maxConnections / 4)
    }

    /// How many connections a client may hold and still open one of the last quarter of the
    /// server's, kept for such clients: a browser's page holds a few.
    static let modestHolding = 8

    /// How many connections are kept for clients holding at most ``modestHolding``: a quarter.
    /// However many addresses trickle connections, each up to its share, together they hold at
    /// most the other three quarters: newcomers and health checks find room.
    var reservedForModestClients: Int {
        maxConnections / 4
    }

    /// Counts a connection of `client`; `false`, counting nothing, if the client holds its
    /// share, or holds more than ``modestHolding`` while only the reserved quarter is left.
    func open(for client: String) -> Bool {
        let open = openConnections
        return perClient.withLock { counts in
            let count = counts[client, default: 0]
            guard count < maxConnectionsPerClient else {
                return false
            }
            guard count < Self.modestHolding || open <= maxConnections - reservedForModestClients else {
                return false
            }
            counts[client] = count + 1
            return true
        }
    }

    /// Counts a connection of `client` closed.
    func close(for client: String) {
        perClient.withLock { counts in
            let count = counts[client, default: 1] - 1
            counts[client] = count > 0 ? count : nil
        }
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
    static func forThisProcess(maxConnectionsPerClient: Int? = nil) -> ConnectionLimit {
        ConnectionLimit(maxConnections: max(16, descriptorLimit() - descriptorsKeptInReserve), maxConnectionsPerClient: maxConnectionsPerClient)
    }

    /// Descriptors left to the rest of the process: SwiftNIO's event loops take a few each,
    /// standard streams three, and a session store a few more; 128 leaves room for all of them
    /// and the files a future version opens, and is an eighth of the usual limit of 1,024.
    static let descriptorsKeptInReserve = 128

    // MARK: - Private

    private let count = Mutex(0)
    private let perClient = Mutex<[String: Int]>([:])

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
