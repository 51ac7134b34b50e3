#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive advisory lock on a folder (`flock` on the folder itself, so that no lock file
/// is left behind), held until released or the process ends, however it ends.
///
/// Only processes that take the same lock wait for each other: `ribs` runs that change one
/// package take it on the package's folder.
public final class FolderLock {

    /// Takes the lock on `path`, waiting while another process holds it; `whileWaiting` runs
    /// once first if it has to wait.
    ///
    /// - Throws: ``SystemError`` when the folder cannot be opened or locked.
    public init(_ path: String, whileWaiting: () -> Void = {}) throws(SystemError) {
        descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw .current
        }
        if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
            return
        }
        guard SystemError.current.isNotReady else {
            let error = SystemError.current
            close(descriptor)
            throw error
        }
        whileWaiting()
        while flock(descriptor, LOCK_EX) != 0 {
            guard SystemError.current.isInterruption else {
                let error = SystemError.current
                close(descriptor)
                throw error
            }
        }
    }

    deinit {
        // Closing the descriptor releases the lock.
        close(descriptor)
    }

    // MARK: - Private

    private let descriptor: Int32
}
