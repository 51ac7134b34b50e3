import Foundation

extension Process {

    /// Waits for the process to exit, for at most `timeout`; a process still running then is
    /// killed (SIGKILL), so that a hung program fails its test rather than hanging the run.
    ///
    /// - Parameters:
    ///   - timeout: How long to wait at most.
    ///   - what: What the process was doing, as the failure says it (evaluated then).
    /// - Throws: ``SpawnedProcess/Failure`` when it had not exited in time.
    public func waitForExit(atMost timeout: Duration = SpawnedProcess.patience, _ what: @autoclosure () -> String = "") throws {
        let deadline = ContinuousClock.now + timeout
        while isRunning, ContinuousClock.now < deadline {
            Thread.sleep(forTimeInterval: 0.01)
        }
        guard isRunning else {
            // Reaped already: this returns at once, with the status set.
            waitUntilExit()
            return
        }
        kill(processIdentifier, SIGKILL)
        waitUntilExit()
        throw SpawnedProcess.Failure(description: "\(executableURL?.lastPathComponent ?? "the process") did not exit within \(timeout) and was killed. \(what())")
    }
}
