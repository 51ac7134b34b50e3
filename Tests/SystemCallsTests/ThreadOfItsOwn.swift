#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Synchronization

/// Runs a body that blocks in system calls on a thread of its own, from the moment it is
/// created, and hands its result to whoever awaits ``value``.
///
/// Swift's cooperative pool has as many threads as cores (two on a busy CI machine): a test
/// that blocks one of them in `read`, `write`, `poll` or a semaphore holds up every test
/// queued behind it, and two such tests hold up the whole run. Dispatch's global queues share
/// that limit on Linux, so a `DispatchQueue.global()` block may wait behind them too.
final class ThreadOfItsOwn<Value: Sendable>: Sendable {

    /// Starts `body` on a new thread.
    init(_ body: @escaping @Sendable () -> Value) {
        Thread.detachNewThread { [self] in
            state.withLock { state in
                state.thread = pthread_self()
                state.folder = Self.currentThreadsFolder()
            }
            let value = body()
            let waiting = state.withLock { state in
                state.value = value
                defer { state.waiting = [] }
                return state.waiting
            }
            waiting.forEach { $0.resume(returning: value) }
        }
    }

    /// What the body returned, once it has.
    var value: Value {
        get async {
            await withCheckedContinuation { (continuation: CheckedContinuation<Value, Never>) in
                let value = state.withLock { state in
                    if state.value == nil {
                        state.waiting.append(continuation)
                    }
                    return state.value
                }
                if let value {
                    continuation.resume(returning: value)
                }
            }
        }
    }

    /// Whether the body has returned.
    var hasFinished: Bool {
        state.withLock { $0.value != nil }
    }

    /// The thread, for `pthread_kill`, once it has started.
    var thread: pthread_t? {
        state.withLock { $0.thread }
    }

    /// The system call the thread is blocked in now, by number (`SYS_write`), as
    /// `/proc/PID/task/TID/syscall` tells it; `nil` while it runs, before it starts and after
    /// it ends.
    var blockingSystemCall: Int? {
        guard let folder = state.withLock({ $0.folder }),
              let text = try? String(contentsOfFile: folder + "/syscall", encoding: .utf8) else {
            return nil
        }
        return text.split(separator: " ").first.flatMap { Int($0) }
    }

    /// Waits until the thread is blocked in `systemCall`, or the body has returned, checking
    /// every millisecond for at most `patience`.
    ///
    /// - Returns: Whether the thread is blocked in `systemCall`.
    func waitUntilBlocked(in systemCall: Int, atMost patience: Duration = .seconds(30)) async -> Bool {
        let deadline = ContinuousClock.now + patience
        while ContinuousClock.now < deadline, !hasFinished {
            if blockingSystemCall == systemCall {
                return true
            }
            try? await Task.sleep(for: .milliseconds(1))
        }
        return false
    }

    // MARK: - Private

    private struct State: @unchecked Sendable {
        // Unchecked: `pthread_t` is a number on Linux, a pointer the thread owns on Darwin.
        var thread: pthread_t?
        /// `/proc/PID/task/TID`.
        var folder: String?
        var value: Value?
        var waiting: [CheckedContinuation<Value, Never>] = []
    }

    private let state = Mutex(State())

    /// The calling thread's folder in `/proc`, as `/proc/thread-self` links to it.
    private static func currentThreadsFolder() -> String? {
        var path = [CChar](repeating: 0, count: 64)
        let count = readlink("/proc/thread-self", &path, path.count - 1)
        guard count > 0 else {
            return nil
        }
        return "/proc/" + String(decoding: path[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// System calls by number, as `/proc/PID/task/TID/syscall` shows the one a thread is blocked in.
enum SystemCallNumber {
    #if arch(x86_64)
    static let write = 1
    static let poll = 7
    #else
    /// `write`, and `ppoll` where there is no `poll` (arm64).
    static let write = 64
    static let poll = 73
    #endif
}
