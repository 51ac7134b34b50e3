import ServiceLifecycle

/// Tells every page that the server is stopping (`shuttingDown`), closes its connection and
/// releases every session, as soon as a graceful shutdown begins.
///
/// Place it after the application in a `ServiceGroup`: services shut down in reverse order, so
/// the pages are told and their connections closed before the server waits for its
/// connections to end. Without it, the server's own shutdown closes each WebSocket with no
/// word to its page, then waits for every page to answer the close, for ever with a peer that
/// never does.
public struct SessionShutdownNotice: Service {

    /// The sessions to release.
    public let registry: SessionRegistry

    /// Creates the service.
    ///
    /// - Parameter registry: The sessions to release when the server stops.
    public init(registry: SessionRegistry) {
        self.registry = registry
    }

    public func run() async throws {
        try? await gracefulShutdown()
        // Every change a page was shown is stored already; what is still being written goes
        // in before the trees go.
        await registry.flushSavedStates()
        // The server stops once this returns, closing what is still open: first let every
        // page's writer write `shuttingDown` (the group's graceful-shutdown limit bounds it).
        for connection in await registry.releaseAll() {
            await connection.waitUntilMessagesAreWritten()
        }
    }
}
