import ScreenKit

/// The first full-screen screen of an app whose last run saved something worth continuing:
/// it says what the saved state holds and asks whether to continue it or start over.
@MainActor
final class ResumeOfferViewController: ViewController {

    /// Creates the offer.
    ///
    /// - Parameters:
    ///   - appName: The app's name, the screen's title.
    ///   - summary: What the saved state holds, in the app's words (its
    ///     ``ScreenKit/AppDescriptor/summarizeSavedState``), such as `Ann 2, Bob 1, 0 draws`.
    ///   - choose: Called with `true` to continue the saved state, `false` to start over.
    init(appName: String, summary: String, choose: @escaping @MainActor (_ continues: Bool) -> Void) {
        self.appName = appName
        self.summary = summary
        self.choose = choose
    }

    override var screen: Screen {
        Screen(title: appName, elements: [.label(Label("Welcome back!", role: .heading))])
    }

    /// Asks the question; call it once the view controller is in the window.
    func ask() {
        let alert = AlertController(title: "Continue where you left off?", message: summary)
        alert.addAction(AlertAction(title: "Continue") { [choose] in choose(true) })
        alert.addAction(AlertAction(title: "Start Over") { [choose] in choose(false) })
        present(alert)
    }

    // MARK: - Private

    private let appName: String
    private let summary: String
    private let choose: @MainActor (Bool) -> Void
}
