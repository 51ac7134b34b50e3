/// What starts a generated app: the app's component, the root of the DI tree, and
/// `<App>App`, the app's descriptor, through which its hosts build, launch and save the RIB tree.
struct AppStartTemplate {

    let app: AppName

    var files: [GeneratedFile] {
        [
            GeneratedFile(name: "AppComponent.swift", contents: appComponent),
            GeneratedFile(name: "\(app.typeName)App.swift", contents: entryPoint),
        ]
    }

    // MARK: - Private

    private var appComponent: String {
        """
        import RIBs

        /// The scope above the RIB tree: what the whole app shares, such as services made once at
        /// launch. Nothing yet.
        final class AppComponent: Component<EmptyDependency>, RootDependency {

            init() {
                super.init(dependency: EmptyComponent())
            }
        }

        """
    }

    private var entryPoint: String {
        """
        import RIBs
        import ScreenKit

        /// The app as its hosts run it: the terminal command and the web server build its tree,
        /// save what its interactors keep after every change, and resume it, from this one
        /// description.
        public enum \(app.typeName)App {

            /// The app's name, and how to build a new tree of it: the Root RIB, not yet launched.
            public static let descriptor = AppDescriptor(name: \(SwiftLiteral.string(app.typeName))) {
                AppTree(launchRouter: RootBuilder(dependency: AppComponent()).build())
            }
        }

        """
    }
}
