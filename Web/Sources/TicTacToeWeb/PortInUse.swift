/// The port the server was asked to listen on is taken by another program.
struct PortInUse: Error, CustomStringConvertible {

    /// The host the server was to listen on.
    let host: String

    /// The port taken.
    let port: Int

    var description: String {
        "Port \(port) on \(host) is already in use by another program; choose another with --port (--port 0 picks a free one)."
    }
}
