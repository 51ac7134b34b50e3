import Foundation
import RIBs
import ScreenKit
import SessionTrace
import TerminalFrontEnd
import TicTacToe

extension TicTacToeCommand {

    /// Why `--resume` cannot run.
    struct ResumeFailure: Error, CustomStringConvertible {
        let description: String
    }

    /// The file the game saves itself to.
    ///
    /// - Parameter report: Says why there is none, when the game can do without.
    /// - Returns: The file, or `nil` when there is nowhere to save.
    /// - Throws: ``ResumeFailure`` with `--resume`, when there is nowhere to resume from.
    @MainActor
    func savedGameFile(report: @MainActor (String) -> Void) throws -> SavedStateFile? {
        do {
            return try SavedStateFile(appName: "tictactoe", fileName: "saved-game.json")
        } catch {
            if resume {
                throw ResumeFailure(description: "Cannot resume: \(error)")
            }
            report("\(error) The game will not be saved.")
            return nil
        }
    }

    /// The game an earlier run saved in `file`, if it can be used. A file that cannot be used
    /// is moved aside, not overwritten by the next save, and reported.
    ///
    /// - Throws: ``ResumeFailure`` with `--resume`, when nothing was saved.
    @MainActor
    func readSavedGame(from file: SavedStateFile, report: @MainActor (String) -> Void) throws -> SavedTree? {
        let data: Data?
        do {
            data = try file.read()
        } catch {
            // Too large or unreadable: moved aside like any unusable file, so that the next run
            // does not meet it again.
            let keptAs = (try? file.moveAside()).map { " It was kept as \($0)." } ?? ""
            report("\(error)\(keptAs) Starting a new game.")
            return nil
        }
        guard let data else {
            if resume {
                throw ResumeFailure(description: "There is no saved game to resume: \(file.path) does not exist. Play without --resume to start one.")
            }
            return nil
        }
        do {
            return try TicTacToeSavedGame.read(data)
        } catch {
            let keptAs = (try? file.moveAside()).map { " It was kept as \($0)." } ?? ""
            report("The saved game in \(file.path) cannot be used. \(error)\(keptAs) Starting a new game.")
            return nil
        }
    }

    /// Launches the app into `window`, restoring `savedGame` if given, opens the `--open`
    /// link, then saves the game after every change.
    ///
    /// - Parameters:
    ///   - app: The app from `TicTacToeApp.build()`.
    ///   - window: The window to launch into.
    ///   - savedGame: The game to continue, or `nil` for a new one.
    ///   - file: Where to save the game, if anywhere.
    ///   - recorder: Records the session from its launch on, with `--record`.
    ///   - report: Tells the player about parts of the saved game that could not be restored
    ///     and about saves that failed.
    /// - Returns: What keeps saving the game; keep it as long as the game runs.
    @MainActor
    func start(_ app: (launchRouter: any LaunchRouting, urlHandler: any UrlHandler),
               in window: Window,
               restoring savedGame: SavedTree?,
               savingTo file: SavedStateFile?,
               recording recorder: TraceRecorder?,
               report: @escaping @MainActor (String) -> Void) throws -> SavedGameKeeper? {
        let problems = TicTacToeApp.launch(app.launchRouter, in: window, restoring: savedGame)
        for problem in problems {
            report("Part of the saved game was not restored. \(problem)")
        }
        recorder?.recordLaunch()
        if let link = try link() {
            let openLink = {
                try window.performBatchUpdates {
                    try app.urlHandler.handle(link.url)
                }
            }
            if let recorder, let text = open {
                try recorder.recordLink(text, open: openLink)
            } else {
                try openLink()
            }
        }
        guard let file else {
            return nil
        }
        let keeper = SavedGameKeeper(file: file, report: report)
        keeper.keepSaving(app.launchRouter, shownIn: window)
        return keeper
    }
}
