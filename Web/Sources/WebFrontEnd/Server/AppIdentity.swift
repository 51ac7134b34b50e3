import ScreenKit

/// The names a server derives from the app's name, so that nothing in the front-end names an
/// app of its own: `Notes` is served as `notes-web`, logs as `notes-web`, and its pages keep
/// what they remember under `notes.` in the browser's storage.
public struct AppIdentity: Sendable, Equatable {

    /// What the page's title and header call the app: `Notes`.
    public let name: String

    /// The app's name in lowercase ASCII letters and digits, `app` when it has none: `notes`,
    /// as every host names what belongs to the app (`AppDescriptor.identifier`).
    public let identifier: String

    /// - Parameter name: The app's name, as the page shows it.
    public init(name: String) {
        self.name = name
        identifier = AppDescriptor.identifier(forName: name)
    }

    /// The `Server` header's product name and the default log label: `notes-web`.
    public var serverName: String {
        identifier + "-web"
    }
}
