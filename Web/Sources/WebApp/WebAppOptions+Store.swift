import ArgumentParser
import Foundation

extension WebAppOptions {

    /// Where the sessions are kept.
    public enum Store: Equatable, Sendable {
        /// Nowhere: a restart loses them. Only when asked (`--in-memory`).
        case inMemory
        /// SQLite, in this folder.
        case sqlite(directory: String)
        /// PostgreSQL, at this URL.
        case postgres(url: String)
    }

    /// The store the options and the environment choose: `--in-memory`, `--data-dir`,
    /// `--database`, then `$DATABASE_URL`, then SQLite in the app's XDG state folder.
    ///
    /// - Parameters:
    ///   - serverName: The app's server name (`AppIdentity.serverName`, `notes-web`): its
    ///     folder under `$XDG_STATE_HOME`.
    ///   - environment: The process's environment.
    /// - Throws: ``ValidationError`` when no folder can be found for SQLite.
    public func store(serverName: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Store {
        if inMemory {
            return .inMemory
        }
        if let database {
            return .postgres(url: database)
        }
        if dataDir == nil, let url = environment["DATABASE_URL"], !url.isEmpty {
            return .postgres(url: url)
        }
        return .sqlite(directory: try storeDirectory(serverName: serverName, environment: environment))
    }

    // MARK: - Private

    /// The folder of the session store: `--data-dir`, or the app's folder in the XDG state
    /// folder, where `tictactoe-web` kept its sessions before every app had a store.
    private func storeDirectory(serverName: String, environment: [String: String]) throws -> String {
        if let dataDir {
            return dataDir
        }
        if let stateHome = environment["XDG_STATE_HOME"], stateHome.hasPrefix("/") {
            return stateHome + "/" + serverName
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return home + "/.local/state/" + serverName
        }
        throw ValidationError("Neither XDG_STATE_HOME nor HOME names a folder for the session store: give one with --data-dir, or use --in-memory.")
    }
}
