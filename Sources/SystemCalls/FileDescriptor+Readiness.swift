#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension FileDescriptor {

    /// What a descriptor can be waited for.
    enum Readiness {

        /// It can be read, or has reached its end, without blocking.
        case readable

        /// It can take output, or has failed, without blocking.
        case writable
    }

    /// Waits in `poll`, for as long as it takes, until the descriptor is `readiness`; a wait
    /// that a signal interrupts goes on.
    ///
    /// - Returns: Whether it is; `false` if it cannot be waited on at all.
    func waitUntil(_ readiness: Readiness) -> Bool {
        let events = switch readiness {
        case .readable: POLLIN
        case .writable: POLLOUT
        }
        var entry = pollfd(fd: rawValue, events: Int16(events), revents: 0)
        while poll(&entry, 1, -1) < 0 {
            guard SystemError.current.isInterruption else {
                return false
            }
        }
        return entry.revents & Int16(POLLNVAL) == 0
    }
}
