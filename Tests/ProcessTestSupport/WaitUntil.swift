import Foundation

/// How long a wait lasts at most: long enough for a machine whose cores are all busy. Every
/// wait ends as soon as what it waits for is seen.
public let testPatience = Duration.seconds(60)

/// Why a wait ended without what it waited for.
public struct WaitFailure: Error, CustomStringConvertible {
    public let description: String
}

/// Checks `condition` every 0.1 s, suspending in between (no thread is blocked), until it
/// holds, or throws after `timeout`.
///
/// - Parameters:
///   - description: What is waited for, as the failure says it (evaluated then).
///   - timeout: How long to wait at most.
///   - condition: What is waited for, checked at once and then every 0.1 s.
nonisolated(nonsending)
public func waitUntil(_ description: @autoclosure () -> String, timeout: Duration = testPatience,
               _ condition: () async throws -> Bool) async throws {
    let held = try await SpawnedProcess.poll(until: ContinuousClock.now + timeout, every: .milliseconds(100)) {
        try await condition() ? true : nil
    }
    guard held != nil else {
        throw WaitFailure(description: "waited \(timeout) in vain until \(description())")
    }
}
