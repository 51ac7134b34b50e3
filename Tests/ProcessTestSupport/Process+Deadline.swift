import Foundation

extension Process {

    /// Waits for the process to exit, for at most `timeout`; a process still running then is
    /// killed (SIGKILL), so that a hung program fails its test rather than hanging the run.
    ///
    /// - Parameters:
    ///   - timeout: How long to wait at most.
    ///   - what: What the process was doing, as the failure says it (evaluated then).
    /// - Throws: ``SpawnedProcess/Failure`` when it had not exited in time.
    nonisolated(nonsending)
    public func waitForExit(atMost timeout: Duration = SpawnedProcess.patience, _ what: @autoclosure () -> String = "") async throws {
        let exited = try await SpawnedProcess.poll(until: ContinuousClock.now + timeout) { isRunning ? nil : true }
        guard exited == nil else {
            // Reaped already: this returns at once, with the status set.
            waitUntilExit()
            return
        }
        kill(processIdentifier, SIGKILL)
        _ = try await SpawnedProcess.poll(until: ContinuousClock.now + SpawnedProcess.patience) { isRunning ? nil : true }
        throw SpawnedProcess.Failure(description: "\(executableURL?.lastPathComponent ?? "the process") did not exit within \(timeout) and was killed. \(what())")
    }
}
