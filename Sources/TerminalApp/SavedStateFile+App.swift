import Foundation
import ScreenKit
import TerminalFrontEnd

extension SavedStateFile {

    /// The file the terminal host saves `app`'s state to:
    /// `$XDG_STATE_HOME/<folder>/saved-state.json`, the folder named after the app
    /// (`AppDescriptor.identifier`).
    ///
    /// - Parameters:
    ///   - app: The app whose state the file keeps.
    ///   - environment: Where `XDG_STATE_HOME` and `HOME` are looked up.
    /// - Throws: ``TerminalFrontEnd/SavedStateFileError/noStateDirectory`` when there is nowhere to save.
    public convenience init(keepingStateOf app: AppDescriptor,
                            environment: [String: String] = ProcessInfo.processInfo.environment) throws(SavedStateFileError) {
        try self.init(appName: app.identifier, fileName: "saved-state.json", environment: environment)
    }
}
