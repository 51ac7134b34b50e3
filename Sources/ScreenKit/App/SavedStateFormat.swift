import RIBs

/// The version of what an app's interactors save, and how a save from an older version is
/// brought up to it.
public struct SavedStateFormat: Sendable {

    /// The version of the app's saved states; raise it, with a ``migration``, when one of them
    /// changes shape.
    public let version: Int

    /// Brings a tree saved by an older version up to ``version``; `nil` refuses older trees (the
    /// app then starts fresh, and says so).
    public let migration: SavedTreeMigration?

    /// Creates the format.
    ///
    /// - Parameters:
    ///   - version: The version of the app's saved states, from 1.
    ///   - migration: Brings older trees up to `version`.
    public init(version: Int = 1, migration: SavedTreeMigration? = nil) {
        self.version = version
        self.migration = migration
    }
}
