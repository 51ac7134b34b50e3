import Foundation
import RIBs
import ScreenKit
import TerminalFrontEnd

/// What an earlier run of an app saved, found and read as a run starts, and where this run
/// saves.
///
/// A file that cannot be used (unreadable, too large, not a saved state of this app, from a
/// newer version) is set aside as `saved-state.json.unreadable`, kept for a look rather than
/// overwritten by the next save, and the app starts afresh, saying so.
@MainActor
struct SavedStateLoading {

    /// Where this run saves the app's state; `nil` when there is nowhere.
    let file: SavedStateFile?

    /// What an earlier run saved, when there is something and it can be used.
    let savedState: SavedTree?

    /// Nothing read, nowhere to save: what a recorded session starts from, so that the saved
    /// state is neither resumed nor overwritten.
    static let nothing = SavedStateLoading(file: nil, savedState: nil)

    /// Finds the file `app` saves to and reads it.
    ///
    /// - Parameters:
    ///   - app: The app.
    ///   - resume: Whether the user asked to continue the last run (`--resume`): then
    ///     nothing to continue is an error, not a fresh start.
    ///   - environment: Where `XDG_STATE_HOME` and `HOME` are looked up.
    ///   - report: Says what went wrong when the app can do without (nowhere to save, a file
    ///     set aside).
    /// - Throws: ``ResumeFailure`` with `resume`, when there is nowhere to resume from or
    ///   nothing was saved.
    static func load(of app: AppDescriptor,
                     resume: Bool,
                     environment: [String: String] = ProcessInfo.processInfo.environment,
                     report: @MainActor (String) -> Void) throws(ResumeFailure) -> SavedStateLoading {
        let file: SavedStateFile
        do {
            file = try SavedStateFile(keepingStateOf: app, environment: environment)
        } catch {
            if resume {
                throw ResumeFailure(description: "Cannot resume: \(error)")
            }
            report("\(error) The app's state will not be saved.")
            return .nothing
        }
        return SavedStateLoading(file: file, savedState: try read(app, from: file, resume: resume, report: report))
    }

    // MARK: - Private

    /// What `file` holds, if it can be used; a file that cannot be used is set aside.
    private static func read(_ app: AppDescriptor, from file: SavedStateFile, resume: Bool,
                             report: @MainActor (String) -> Void) throws(ResumeFailure) -> SavedTree? {
        let data: Data?
        do {
            data = try file.read()
        } catch {
            report("\(error)\(setAside(file)) Starting afresh.")
            return nil
        }
        guard let data else {
            if resume {
                throw ResumeFailure(description: "There is no saved state to resume: \(file.path) does not exist. Run without --resume to start afresh.")
            }
            return nil
        }
        do {
            return try app.readSavedState(data)
        } catch {
            report("The saved state in \(file.path) cannot be used. \(error)\(setAside(file)) Starting afresh.")
            return nil
        }
    }

    /// Moves `file` aside and says where it went, as a sentence to add to a report; empty when
    /// it could not be moved (the next save then replaces it).
    private static func setAside(_ file: SavedStateFile) -> String {
        (try? file.moveAside()).map { " It was kept as \($0)." } ?? ""
    }
}

/// Why `--resume` cannot run: nowhere to resume from, or nothing saved.
struct ResumeFailure: Error, CustomStringConvertible {
    let description: String
}
