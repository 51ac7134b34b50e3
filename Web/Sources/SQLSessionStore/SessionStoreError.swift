/// Why a server cannot use its session store; each names the file or folder and the reason.
public enum SessionStoreError: Error, Equatable, Sendable, CustomStringConvertible {

    /// The data folder cannot be created or written.
    case unusableDirectory(path: String, reason: String)

    /// Another server uses the same data folder.
    case inUse(path: String)

    /// The database file cannot be opened or read.
    case cannotOpen(path: String, reason: String)

    /// The file is not a database, or a damaged one.
    case corrupt(path: String, reason: String)

    /// The file is a database of something else, which the server will not touch.
    case foreign(path: String)

    /// The database was made by a newer version of the server.
    case newerSchema(path: String, found: Int, supported: Int)

    /// The database's URL cannot be read (it is not repeated: it may hold a password).
    case unreadableDatabaseURL

    /// A sentence for the operator.
    public var description: String {
        switch self {
        case let .unusableDirectory(path, reason):
            "The data folder \(path) cannot be used: \(reason)."
        case let .inUse(path):
            "Another server uses the data folder \(path) (its lock is held). Give each server a --data-dir of its own."
        case let .cannotOpen(path, reason):
            "The session store \(path) cannot be opened: \(reason)."
        case let .corrupt(path, reason):
            "The session store \(path) is damaged or not a database (\(reason)). It was left as it is; put it elsewhere to start with an empty one."
        case let .foreign(path):
            "\(path) is a database of another program; it was left as it is. Choose another --data-dir or --database."
        case let .newerSchema(path, found, supported):
            "The session store \(path) was made by a newer version of the server (schema \(found); this one reads up to \(supported))."
        case .unreadableDatabaseURL:
            "The database URL cannot be read: give one such as postgres://user:password@host:5432/database (add ?sslmode=disable for a server without TLS)."
        }
    }
}
