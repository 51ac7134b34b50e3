import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive lock on a data folder, held until ``release()`` (or until the process ends,
/// however it ends: the kernel lets it go then): what keeps two servers from writing one store.
final class DirectoryLock: Sendable {

    /// Takes the lock on `path`, a file in the folder to lock, creating it if need be, and on
    /// each file of `existing` that exists, never creating them: the lock files of servers that
    /// locked the folder by another name.
    ///
    /// - Returns: The lock, or `nil` when another process holds one of its files (then none is
    ///   held).
    /// - Throws: ``SessionStoreError/unusableDirectory(path:reason:)`` when a file cannot be
    ///   opened.
    static func acquire(_ path: String, alsoLockingIfPresent existing: [String] = [],
                        directory: String) throws(SessionStoreError) -> DirectoryLock? {
        var descriptors: [Int32] = []
        do throws(SessionStoreError) {
            for (file, creates) in [(path, true)] + existing.map({ ($0, false) }) {
                switch try lock(file, creating: creates, directory: directory) {
                case let .locked(descriptor):
                    descriptors.append(descriptor)
                case .absent:
                    continue
                case .heldByAnother:
                    descriptors.forEach { _ = close($0) }
                    return nil
                }
            }
        } catch {
            descriptors.forEach { _ = close($0) }
            throw error
        }
        return DirectoryLock(descriptors: descriptors)
    }

    /// Lets the lock go; does nothing the second time.
    func release() {
        let descriptors = self.descriptors.withLock { descriptors in
            defer { descriptors = [] }
            return descriptors
        }
        for descriptor in descriptors {
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

    /// What became of an attempt to lock one file.
    private enum Attempt {
        case locked(descriptor: Int32)
        /// The file is not there, and was not to be created.
        case absent
        case heldByAnother
    }

    private let descriptors: Mutex<[Int32]>

    private init(descriptors: [Int32]) {
        self.descriptors = Mutex(descriptors)
    }

    /// Locks the file at `path` without waiting, creating it first if `creating`.
    private static func lock(_ path: String, creating: Bool, directory: String) throws(SessionStoreError) -> Attempt {
        let descriptor = open(path, O_RDWR | O_CLOEXEC | (creating ? O_CREAT : 0), 0o600)
        guard descriptor >= 0 else {
            let error = errno
            if error == ENOENT && !creating {
                return .absent
            }
            throw .unusableDirectory(path: directory, reason: message(forErrorNumber: error))
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let error = errno
            close(descriptor)
            if error == EWOULDBLOCK {
                return .heldByAnother
            }
            throw .unusableDirectory(path: directory, reason: message(forErrorNumber: error))
        }
        return .locked(descriptor: descriptor)
    }
}
