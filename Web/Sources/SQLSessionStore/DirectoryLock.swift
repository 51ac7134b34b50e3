#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive lock on a data folder, held as long as the process keeps it (or runs): what
/// keeps two servers from writing one store. The kernel lets it go when the process ends,
/// however it ends.
final class DirectoryLock: Sendable {

    /// Takes the lock on `path`, a file in the folder to lock, creating it if need be.
    ///
    /// - Returns: The lock, or `nil` when another process holds it.
    /// - Throws: ``SessionStoreError/unusableDirectory(path:reason:)`` when the file cannot be
    ///   opened.
    static func acquire(_ path: String, directory: String) throws(SessionStoreError) -> DirectoryLock? {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw .unusableDirectory(path: directory, reason: String(cString: strerror(errno)))
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let error = errno
            close(descriptor)
            if error == EWOULDBLOCK {
                return nil
            }
            throw .unusableDirectory(path: directory, reason: String(cString: strerror(error)))
        }
        return DirectoryLock(descriptor: descriptor)
    }

    /// Lets the lock go.
    deinit {
        close(descriptor)
    }

    // MARK: - Private

    private let descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }
}
