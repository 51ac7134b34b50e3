/// Which file a directory entry or an open descriptor refers to, whatever its name: to tell
/// one's own files from files others put under the same name.
public struct FileIdentity: Equatable, Sendable {

    /// The device the file is on.
    public let device: UInt64

    /// The file's number on its device.
    public let inode: UInt64
}
