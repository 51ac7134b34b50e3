import ServiceLifecycle

/// Releases idle sessions every so often, handing the memory freed since back to the system,
/// and releases every session when the server shuts down.
struct SessionSweeper: Service {

    /// The sessions to sweep.
    let registry: SessionRegistry

    /// How often to look for idle sessions.
    let interval: Duration

    func run() async throws {
        try? await cancelWhenGracefulShutdown {
            while true {
                try await Task.sleep(for: interval)
                await registry.expireIdleSessions()
                FreedMemory.returnToSystem()
            }
        }
        await registry.releaseAll()
    }
}
