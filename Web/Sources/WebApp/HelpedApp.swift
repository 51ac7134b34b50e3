import Synchronization
import WebFrontEnd

/// The app this process's ``WebAppCommand`` serves, as its help texts name it.
///
/// ArgumentParser reads a command's help from its static configuration and from its options'
/// initial values, where no app can be passed: ``WebAppCommand/main(running:with:)`` sets it
/// before it reads the command line. Before that, help names an app called `App`.
enum HelpedApp {

    /// What help says of the app: its names, a link it opens, and its own text.
    struct Description: Sendable {
        var identity = AppIdentity(name: "App")
        var linkExample: String?
        var help: String?
    }

    /// The app's description, as ``WebAppCommand/main(running:with:)`` set it.
    static var current: Description {
        description.withLock { $0 }
    }

    /// Sets what help says of the app.
    static func set(_ current: Description) {
        description.withLock { $0 = current }
    }

    /// The app's server name: `notes-web`, its store's folder under `$XDG_STATE_HOME`.
    static var serverName: String {
        current.identity.serverName
    }

    /// The app's name in lowercase letters and digits: `notes`.
    static var identifier: String {
        current.identity.identifier
    }

    // MARK: - Private

    private static let description = Mutex(Description())
}
