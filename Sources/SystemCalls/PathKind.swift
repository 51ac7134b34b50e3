/// What a path names on disk.
public enum PathKind: Equatable, Sendable {

    /// Nothing, or nothing that can be examined.
    case missing

    /// A folder.
    case folder

    /// Anything else: a file, a device, a symbolic link that is not followed.
    case file
}
