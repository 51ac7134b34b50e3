import Testing

/// Waits for `condition`, which the server makes true in its own time (it lets a connection
/// go just after the client's close handshake has returned), checking every 10 ms.
///
/// `timeout` only bounds a wait for a server that never gets there; it is far beyond the
/// milliseconds the server takes, even on a machine busy with other work.
///
/// - Parameters:
///   - timeout: How long to wait before recording an issue.
///   - failure: What the issue says; read when the wait has timed out.
///   - isolation: Where `condition` runs: the caller's actor.
///   - condition: What the test waits for.
package func waitUntil(timeout: Duration = .seconds(60), _ failure: @autoclosure () -> String = "Timed out waiting",
               isolation: isolated (any Actor)? = #isolation,
               sourceLocation: SourceLocation = #_sourceLocation, _ condition: () async -> Bool) async throws {
    let deadline = ContinuousClock.now + timeout
    while !(await condition()) {
        guard ContinuousClock.now < deadline else {
            Issue.record("\(failure()) (after \(timeout))", sourceLocation: sourceLocation)
            return
        }
        try await Task.sleep(for: .milliseconds(10))
    }
}
