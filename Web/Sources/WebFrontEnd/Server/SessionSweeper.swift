import ServiceLifecycle

/// Releases idle sessions every so often, handing the memory freed since back to the system,
/// and releases every session when the server shuts down.
struct SessionSweeper: Service {

    /// The sessions to sweep.
    let registry: SessionRegistry

    /// How often to look for idle sessions; never more often than every 10 ms, so that a
    /// tiny interval cannot make the sweeper spin.
    let interval: Duration

    func run() async throws {
        let interval = max(interval, .milliseconds(10))
        // Freed memory goes back at each sweep, rather than at every free.
        FreedMemory.keepUntilReturned()
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
