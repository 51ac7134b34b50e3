import ArgumentParser
import ScreenKit
import SessionTrace

/// `--open LINK`, for apps whose descriptor has ``ScreenKit/AppLinks``: checked before
/// anything starts, opened once the app is launched, recorded as an input.
extension TerminalAppCommand {

    /// The help of `--open`: the app's example link; hidden for an app that opens none.
    static var openHelp: ArgumentHelp {
        guard let links = running?.app.links else {
            return ArgumentHelp("Open a link; this app opens none.", valueName: "link", visibility: .hidden)
        }
        return ArgumentHelp("Open a link once the app is launched, such as \(links.example).", valueName: "link")
    }

    /// Refuses `link` when `app` cannot open it, or opens no links at all.
    ///
    /// - Throws: A `ValidationError` saying why, from the app's own check.
    static func checkLink(_ link: String, for app: AppDescriptor?) throws(ValidationError) {
        guard let app, let links = app.links else {
            throw ValidationError("--open opens a link, and \(app?.name ?? "this app") opens none; leave out --open.")
        }
        do {
            try links.check(link)
        } catch {
            throw ValidationError("Cannot open the link: \(error)")
        }
    }

    /// Opens the `--open` link, if one was given, in the launched `tree`, drawing once at the
    /// end, and records it as an input with `recorder`.
    ///
    /// - Throws: What the app throws when it cannot open it after all.
    @MainActor
    func openLink(in tree: AppTree, shownIn window: Window, recording recorder: TraceRecorder?) throws {
        guard let open else {
            return
        }
        if let recorder {
            try recorder.recordLink(open) {
                try tree.open(open, in: window)
            }
        } else {
            try tree.open(open, in: window)
        }
    }
}
