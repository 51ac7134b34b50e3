/// The port the server was asked to listen on is taken by another program.
public struct PortInUse: Error, CustomStringConvertible {

    /// The host the server was to listen on.
    public let host: String

    /// The port taken.
    public let port: Int

    /// Creates the error.
    ///
    /// - Parameters:
    ///   - host: The host the server was to listen on.
    ///   - port: The port taken.
    public init(host: String, port: Int) {
        self.host = host
        self.port = port
    }

    public var description: String {
        "Port \(port) on \(host) is already in use by another program; choose another with --port (--port 0 picks a free one)."
    }
}
