/// The first line of a trace: which format and version it is, and which app recorded it.
public struct TraceHeader: Equatable, Sendable {

    /// The app that was recorded, such as `Notes`.
    public let app: String

    /// The format's version.
    public let version: Int

    /// A header for `app` in this version of the format.
    public init(app: String, version: Int = TraceFormat.version) {
        self.app = app
        self.version = version
    }
}
