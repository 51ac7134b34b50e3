import RIBs
import ScreenKit

/// The app as its hosts run it: the terminal command and the web server build its tree,
/// save what its interactors keep after every change, and resume it, from this one
/// description.
public enum NotesApp {

    /// The app's name, and how to build a new tree of it: the Root RIB, not yet launched.
    public static let descriptor = AppDescriptor(name: "Notes") {
        AppTree(launchRouter: RootBuilder(dependency: AppComponent()).build())
    }
}
