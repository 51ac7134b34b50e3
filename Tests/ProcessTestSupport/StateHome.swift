import Foundation

/// A folder of its own for the saved state of a test's runs of a binary, given to it as
/// `XDG_STATE_HOME`: runs never see each other's saved state, nor touch the user's. Removed
/// when the test lets it go.
public final class StateHome: Sendable {

    /// The folder.
    public let url: URL

    public init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("state-\(UUID().uuidString)")
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// The variable that points the binary at this folder.
    public var environment: [String: String] {
        ["XDG_STATE_HOME": url.path]
    }

    /// The same, as a shell assignment to put before a command.
    public var shellAssignment: String {
        "XDG_STATE_HOME='\(url.path)'"
    }
}
