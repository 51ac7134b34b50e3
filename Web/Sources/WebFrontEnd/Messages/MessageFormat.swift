/// The version of the JSON message format between the page and the server.
///
/// Every message either way carries it as `"v"`; the server refuses messages of a version it
/// does not read. Raise it when a change would make an older page misread a message or an older
/// server refuse one. The format is described in `Web/PROTOCOL.md`.
public enum MessageFormat {

    /// The version this server speaks: version 2 added `openLink` and `linkOpened`.
    public static let version = 2

    /// The versions of the messages the server reads: pages of version 1, which never open
    /// links, send nothing that version 2 reads otherwise.
    public static let readableVersions = 1...version

    /// The largest message the server reads, in bytes. The longest valid message, a name typed
    /// into a field, is a few hundred bytes; anything larger is closed with code 1009.
    public static let maxMessageSize = 4096
}
