#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Signals caught by writing their numbers to a pipe, to be read off it by ordinary code:
/// nothing else is safe in a signal handler, and a signal caught this way is never lost,
/// however soon it comes.
public enum SignalForwarding {

    /// How a signal was handled before ``forward(_:to:)``, to be put back.
    public struct PreviousHandling {
        fileprivate let signal: Signal
        fileprivate let action: sigaction
    }

    /// Makes a pipe whose write end never blocks, so that a handler writing to a full pipe
    /// does not hang the thread it interrupted; both ends close on exec.
    ///
    /// - Returns: The read and write ends, or `nil` if the system has no descriptor left.
    public static func makePipe() -> (readEnd: FileDescriptor, writeEnd: FileDescriptor)? {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else {
            return nil
        }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
        return (FileDescriptor(rawValue: ends[0]), FileDescriptor(rawValue: ends[1]))
    }

    /// Catches each of `signals` at once, in the thread it arrives on, by writing its number as
    /// one byte to `writeEnd`, a pipe's from ``makePipe()``. Interrupted calls are restarted
    /// (`SA_RESTART`).
    ///
    /// - Returns: How the signals were handled before, for ``restore(_:)``.
    public static func forward(_ signals: [Signal], to writeEnd: FileDescriptor) -> [PreviousHandling] {
        pipeWriteEnd = writeEnd.rawValue
        return signals.map { signal in
            var previous = sigaction()
            signal.installHandler(writeSignalNumber, flags: SA_RESTART, savingPreviousIn: &previous)
            return PreviousHandling(signal: signal, action: previous)
        }
    }

    /// Puts back how signals were handled before ``forward(_:to:)``.
    public static func restore(_ handlings: [PreviousHandling]) {
        for handling in handlings {
            var action = handling.action
            _ = sigaction(handling.signal.number, &action, nil)
        }
        pipeWriteEnd = -1
    }

    // MARK: - Private

    /// Where ``writeSignalNumber`` writes: set before any handler is installed, so that the
    /// handler only reads it.
    nonisolated(unsafe) private static var pipeWriteEnd: Int32 = -1

    /// The signal handler: writes the signal's number to ``pipeWriteEnd``, keeping `errno`.
    private static let writeSignalNumber: SignalHandler = { number, _, _ in
        let savedError = errno
        var byte = UInt8(truncatingIfNeeded: number)
        _ = write(pipeWriteEnd, &byte, 1)
        errno = savedError
    }
}
