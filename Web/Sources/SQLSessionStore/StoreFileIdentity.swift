#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which file a path names, as the file system tells them apart (its device and inode): a
/// store file removed, or replaced by another under the same name, while the server has it open
/// no longer has the identity it was opened with.
struct StoreFileIdentity: Equatable, Sendable {

    /// The identity of the file at `path`, or `nil` if there is none (removed) or it cannot be
    /// looked at.
    init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else {
            return nil
        }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }

    // MARK: - Private

    private let device: UInt64
    private let inode: UInt64
}
