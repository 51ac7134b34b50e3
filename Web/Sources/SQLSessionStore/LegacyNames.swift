/// The names the store had while it was named after its first app (`tictactoe-web`), kept so
/// that a database or data folder those servers left is taken over as it is. Nothing else in
/// this module names an app.
///
/// They can go one release after the rename, once no server of the old names runs on any store
/// and every PostgreSQL database has been opened by a server of the new ones (which renames its
/// table). A data folder still holding the old lock file then has a leftover file, nothing more.
enum LegacyNames {

    /// The PostgreSQL table of the schema's version, renamed to ``PostgresSchema/versionTable``
    /// the first time a server of the new names opens the database.
    static let versionTable = "tictactoe_web_schema"

    /// The channel servers of the old names announce and hear take-overs on: servers announce
    /// on it and listen to it too, so that a cluster upgraded one server at a time keeps hearing
    /// every take-over.
    static let takeOverChannel = "tictactoe_web_take_overs"

    /// The lock file of the old names' data folders: locked too where it exists, so that a
    /// server of the old names still running on the folder keeps the new one out, and the
    /// other way round.
    static let lockFile = "tictactoe-web.lock"
}
