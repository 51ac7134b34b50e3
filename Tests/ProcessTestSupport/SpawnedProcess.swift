import CProcessSpawn
import Foundation

/// A program started as a shell starts one, for tests that run real programs while other
/// suites run too.
///
/// - Every signal is unblocked and at its default action (Foundation's `Process` passes on
///   what the test process blocks), so a test sees how the program itself handles signals.
/// - The program gets standard input, output and error as the test says and no other
///   descriptor: pipes that other tests hold open at that moment do not leak into it, which
///   would keep their readers from ever seeing the end of their input.
public final class SpawnedProcess {

    /// Where one of the program's standard streams goes.
    public enum Stream: Sendable {
        /// `/dev/null`.
        case null
        /// A copy of this descriptor, as the program has it by then: of the test process's,
        /// except for standard error, where `.descriptor(1)` follows standard output.
        case descriptor(Int32)
        /// This file: read for standard input; created or emptied for output.
        case file(URL)
        /// Closed: the program finds the descriptor free.
        case closed
    }

    /// How a program ended.
    public struct Termination: Sendable, CustomStringConvertible {
        /// The exit status, or `nil` when a signal ended the program.
        public let exitStatus: Int32?
        /// The signal that ended the program, if one did.
        public let signal: Int32?

        // No peak memory: the kernel counts a spawned program's peak from the address space it
        // started in, which is the test process's, so `ru_maxrss` is at least the test process's
        // own peak. A test reads `VmHWM` in `/proc/PID/status` while the program runs instead.

        public var description: String {
            exitStatus.map { "exit status \($0)" } ?? "signal \(signal ?? 0)"
        }
    }

    /// Why a program could not be started.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// The program's process ID, to send it signals.
    public let processID: pid_t

    /// Starts `path` with `arguments`.
    ///
    /// - Parameters:
    ///   - path: The program.
    ///   - arguments: Its arguments.
    ///   - environment: Variables to set or, with `nil`, remove from this process's environment.
    ///   - folder: Its working folder; the test process's when `nil`.
    ///   - standardInput: Where its standard input comes from.
    ///   - standardOutput: Where its standard output goes.
    ///   - standardError: Where its standard error goes.
    /// - Throws: ``Failure`` when the program cannot be started.
    public init(_ path: String, _ arguments: [String] = [], environment: [String: String?] = [:], in folder: URL? = nil,
                standardInput: Stream = .null,
                standardOutput: Stream = .null, standardError: Stream = .null) throws {
        var fileActions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&fileActions)
        defer { posix_spawn_file_actions_destroy(&fileActions) }
        for (descriptor, stream) in [(Int32(0), standardInput), (1, standardOutput), (2, standardError)] {
            switch stream {
            case .null:
                posix_spawn_file_actions_addopen(&fileActions, descriptor, "/dev/null", O_RDWR, 0)
            case .descriptor(let source):
                posix_spawn_file_actions_adddup2(&fileActions, source, descriptor)
            case .file(let url):
                let flags = descriptor == 0 ? O_RDONLY : O_WRONLY | O_CREAT | O_TRUNC
                posix_spawn_file_actions_addopen(&fileActions, descriptor, url.path, flags, 0o600)
            case .closed:
                posix_spawn_file_actions_addclose(&fileActions, descriptor)
            }
        }
        process_spawn_add_close_from(&fileActions, 3)
        if let folder {
            process_spawn_add_change_directory(&fileActions, folder.path)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let inherited: [String: String?] = ProcessInfo.processInfo.environment.mapValues { $0 }
        let variables = inherited.merging(environment) { $1 }.compactMapValues { $0 }
        let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { envp.forEach { free($0) } }
        var processID = pid_t()
        let result = posix_spawn(&processID, path, &fileActions, &attributes, argv, envp)
        guard result == 0 else {
            throw Failure(description: "could not start \(path): \(String(cString: strerror(result)))")
        }
        self.processID = processID
    }

    /// The longest a test waits for a program to end by default: long enough for a machine whose
    /// cores are all busy; a program that takes longer has hung.
    public static let patience = Duration.seconds(60)

    /// Waits for the program to end, for at most `timeout`; a program still running then is
    /// killed (SIGKILL), so that a hung program fails its test rather than hanging the run.
    ///
    /// Suspends between looks rather than blocking a thread: Swift's cooperative pool, on which
    /// tests run, has as many threads as cores, and a blocked one holds up every test queued
    /// behind it.
    ///
    /// - Parameters:
    ///   - timeout: How long to wait at most.
    ///   - what: What the program was doing, as the failure says it (evaluated then): the
    ///     output so far, say.
    /// - Returns: How it ended.
    /// - Throws: ``Failure`` when it had not ended in time.
    nonisolated(nonsending)
    public func wait(atMost timeout: Duration = patience, _ what: @autoclosure () -> String = "") async throws -> Termination {
        if let ended = try await Self.poll(until: ContinuousClock.now + timeout, ended) {
            return ended
        }
        kill(processID, SIGKILL)
        // A killed program ends at once; the wait for it is bounded all the same.
        _ = try await Self.poll(until: ContinuousClock.now + Self.patience, ended)
        throw Failure(description: "the program did not end within \(timeout) and was killed. \(what())")
    }

    /// Looks at `value` every `interval`, suspending in between, until it gives a value or
    /// `deadline` has passed, and returns that value (`nil` after the deadline).
    ///
    /// The wait every helper of this module builds on: a look and a short suspension, never a
    /// blocked thread.
    nonisolated(nonsending)
    public static func poll<Value>(until deadline: ContinuousClock.Instant, every interval: Duration = .milliseconds(10),
                                   _ value: () async throws -> Value?) async throws -> Value? {
        while true {
            if let value = try await value() {
                return value
            }
            guard ContinuousClock.now < deadline else {
                return nil
            }
            try await Task.sleep(for: interval)
        }
    }

    /// How the program ended, if it has; does not wait.
    public func ended() -> Termination? {
        var status: Int32 = 0
        guard waitpid(processID, &status, WNOHANG) == processID else {
            return nil
        }
        return Self.termination(status: status)
    }

    /// A pipe that no program started meanwhile inherits, by this type or any other, unless it
    /// is given an end as a standard stream.
    ///
    /// - Returns: The descriptors of its two ends; close both when done.
    /// - Throws: ``Failure`` when no pipe can be made.
    public static func makePipe() throws -> (readEnd: Int32, writeEnd: Int32) {
        var ends: [Int32] = [0, 0]
        guard process_spawn_make_pipe(&ends) == 0 else {
            throw Failure(description: "no pipe: \(String(cString: strerror(errno)))")
        }
        return (ends[0], ends[1])
    }

    // MARK: - Private

    private static func termination(status: Int32) -> Termination {
        // The low 7 bits hold the ending signal, 0 for a normal exit, whose status is in the next 8.
        let signal = status & 0x7F
        return Termination(exitStatus: signal == 0 ? (status >> 8) & 0xFF : nil, signal: signal == 0 ? nil : signal)
    }
}
