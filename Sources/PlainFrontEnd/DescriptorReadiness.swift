#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Waits on a descriptor that a program before this one left non-blocking (as some
/// supervisors and editors hand standard input and output over): there, `EAGAIN` means "not
/// yet", never "the end".
enum DescriptorReadiness {

    /// Whether `errno` says a non-blocking descriptor was not ready.
    static var wouldBlock: Bool {
        errno == EAGAIN || errno == EWOULDBLOCK
    }

    /// Waits until `descriptor` can be read (or has reached its end) without blocking.
    ///
    /// - Returns: Whether it can; `false` if it cannot be waited on at all.
    static func waitUntilReadable(_ descriptor: Int32) -> Bool {
        wait(for: descriptor, events: Int16(POLLIN))
    }

    /// Waits until `descriptor` can take output (or has failed) without blocking.
    ///
    /// - Returns: Whether it can; `false` if it cannot be waited on at all.
    static func waitUntilWritable(_ descriptor: Int32) -> Bool {
        wait(for: descriptor, events: Int16(POLLOUT))
    }

    // MARK: - Private

    private static func wait(for descriptor: Int32, events: Int16) -> Bool {
        var entry = pollfd(fd: descriptor, events: events, revents: 0)
        while poll(&entry, 1, -1) < 0 {
            guard errno == EINTR else {
                return false
            }
        }
        return entry.revents & Int16(POLLNVAL) == 0
    }
}
