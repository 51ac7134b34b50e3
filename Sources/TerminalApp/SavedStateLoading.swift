import Foundation
import RIBs
import ScreenKit
import TerminalFrontEnd

/// What an earlier run of an app saved, found and read as a run starts, and where this run
/// saves.
///
/// A file that cannot be used (unreadable, too large, not a regular file, not a saved state of
/// this app, from a newer version) is set aside as `saved-state.json.unreadable`, kept for a
/// look rather than overwritten by the next save, and the app starts afresh, saying so; one
/// restored only in part is copied there (``keepCopy(ofPartlyRestored:report:)``). A file
/// that cannot be kept aside is not saved over in this run.
@MainActor
struct SavedStateLoading {

    /// Where this run saves the app's state; `nil` when there is nowhere.
    let file: SavedStateFile?

    /// What an earlier run saved, when there is something and it can be used.
    let savedState: SavedTree?

    /// Nothing read, nowhere to save: what a recorded session starts from, and a run whose
    /// unusable save could not be set aside, so that the saved state is neither resumed nor
    /// overwritten.
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
        return try read(app, from: file, resume: resume, report: report)
    }

    /// Keeps a copy of `file`, which the launch restored only in part, as
    /// `saved-state.json.unreadable` before the next save replaces it, and says where.
    ///
    /// - Returns: `file`, to save to; `nil` when the copy could not be kept: the run then saves
    ///   nothing, so that the file stays as it was.
    static func keepCopy(ofPartlyRestored file: SavedStateFile, report: @MainActor (String) -> Void) -> SavedStateFile? {
        do {
            report("The saved state as it was is kept as \(try file.copyAside()).")
            return file
        } catch {
            report("\(error) The app's state will not be saved, so that the saved state stays as it was.")
            return nil
        }
    }

    // MARK: - Private

    /// What `file` holds, if it can be used; a file that cannot be used is set aside.
    private static func read(_ app: AppDescriptor, from file: SavedStateFile, resume: Bool,
                             report: @MainActor (String) -> Void) throws(ResumeFailure) -> SavedStateLoading {
        let data: Data?
        do {
            data = try file.read()
        } catch {
            return setAside(file, because: "\(error)", report: report)
        }
        guard let data else {
            if resume {
                throw ResumeFailure(description: "There is no saved state to resume: \(file.path) does not exist. Run without --resume to start afresh.")
            }
            return SavedStateLoading(file: file, savedState: nil)
        }
        do {
            return SavedStateLoading(file: file, savedState: try app.readSavedState(data))
        } catch {
            return setAside(file, because: "The saved state in \(file.path) cannot be used. \(error)", report: report)
        }
    }

    /// Moves `file` aside and says why and where it went: the run starts afresh. When it
    /// cannot be moved, the run saves nothing, so that no save replaces it.
    private static func setAside(_ file: SavedStateFile, because reason: String,
                                 report: @MainActor (String) -> Void) -> SavedStateLoading {
        do {
            report("\(reason) It was kept as \(try file.moveAside()). Starting afresh.")
            return SavedStateLoading(file: file, savedState: nil)
        } catch {
            report("\(reason) \(error) Starting afresh; the app's state will not be saved, so that the file stays as it was.")
            return .nothing
        }
    }
}

/// Why `--resume` cannot run: nowhere to resume from, or nothing saved.
struct ResumeFailure: Error, CustomStringConvertible {
    let description: String
}
