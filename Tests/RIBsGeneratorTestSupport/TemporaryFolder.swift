import Foundation

/// A new, empty folder under the system's temporary folder, removed with its contents when
/// this object goes away.
public final class TemporaryFolder: Sendable {

    /// The folder.
    public let url: URL

    /// The folder's path.
    public var path: String {
        url.path
    }

    /// Creates the folder.
    ///
    /// - Parameter prefix: Starts the folder's name, to tell whose it is.
    /// - Throws: When the folder cannot be created.
    public init(prefix: String = "ribs-generator-tests") throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        // A test may have taken write permission away; give it back so the folder can go.
        try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        try? FileManager.default.removeItem(at: url)
    }
}
