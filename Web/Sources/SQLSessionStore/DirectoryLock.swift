import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive lock on a data folder, held until ``release()`` (or until the process ends,
/// however it ends: the kernel lets it go then): what keeps two servers from writing one store.
final class DirectoryLock: Sendable {

    /// Takes the lock on `path`, a file in the folder to lock, creating it if need be.
    ///
    /// - Returns: The lock, or `nil` when another process holds it.
    /// - Throws: ``SessionStoreError/unusableDirectory(path:reason:)`` when the file cannot be
    ///   opened.
    static func acquire(_ path: String, directory: String) throws(SessionStoreError) -> DirectoryLock? {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw .unusableDirectory(path: directory, reason: message(forErrorNumber: errno))
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let error = errno
            close(descriptor)
            if error == EWOULDBLOCK {
                return nil
            }
            throw .unusableDirectory(path: directory, reason: message(forErrorNumber: error))
        }
        return DirectoryLock(descriptor: descriptor)
    }

    /// Lets the lock go; does nothing the second time.
    func release() {
        let descriptor = self.descriptor.withLock { descriptor in
            defer { descriptor = -1 }
            return descriptor
        }
        if descriptor >= 0 {
            close(descriptor)
        }
    }

    deinit {
        release()
    }

    /// Describes the error number `code`, as `strerror` does.
    static func message(forErrorNumber code: Int32) -> String {
        String(cString: strerror(code))
    }

    // MARK: - Private

    private let descriptor: Mutex<Int32>

    private init(descriptor: Int32) {
        self.descriptor = Mutex(descriptor)
    }
}
