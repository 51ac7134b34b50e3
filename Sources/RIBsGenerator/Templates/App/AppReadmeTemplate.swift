/// `README.md` of a generated app: the two commands, what is where, and where to go next.
struct AppReadmeTemplate {

    let app: AppName

    /// Whether the package has the command that serves the app to browsers.
    let web: Bool

    var file: GeneratedFile {
        GeneratedFile(name: "README.md", contents: contents)
    }

    // MARK: - Private

    private var contents: String {
        let name = app.typeName
        let command = app.commandName
        return """
            # \(name)

            A RIBs app: a root RIB on `LaunchRouter` and its first child, Welcome, shown in a
            terminal, full screen or as plain lines.

            ```sh
            swift run \(command)      # full screen in a terminal: t shows the live RIB tree, q quits
            swift test
            ```

            `swift run \(command) --plain` (or any run whose input or output is not a terminal) prints each
            screen as text and reads one line at a time:
            `printf 'Ada\\nclose\\nquit\\n' | swift run \(command)`.

            ## What is where

            | Path | What it holds |
            |---|---|
            | `Sources/\(name)/AppStart` | `AppComponent`, the root of the DI tree, and `\(name)App`, which builds and launches the tree |
            | `Sources/\(name)/Root` | the root RIB: attaches Welcome when it loads and answers its listener |
            | `Sources/\(name)/Welcome` | the first child RIB: a name field, a greeting, a Close button |
            | `Sources/\(name)CLI` | `\(command)`: runs the app with the terminal front-ends |
            \(web ? "| `Sources/\(name)Web` | `\(command)-web`: serves the app to browsers with RIBs' `WebFrontEnd` |\n" : "")| `Tests/\(name)Tests` | unit tests of both RIBs on RIBsTesting's mocks, and the whole app through its screens |

            ## Next steps

            Add a child RIB to Welcome with the `ribs` generator, which writes the files of Uber's
            RIB templates with TODOs where your code goes:

            ```sh
            ribs new Profile --output Sources/\(name)/Profile
            ribs extension Welcome Profile --output Sources/\(name)/Welcome
            ribs tests Profile --module \(name) --output Tests/\(name)Tests/Profile
            ```

            Then let `WelcomeInteractable` refine `ProfileListener`, give `WelcomeRouter` a
            `ProfileBuildable`, and attach it as `RootRouter` attaches Welcome. A viewless RIB
            (`--viewless`) borrows its parent's view controller, as the tutorials' LoggedIn does.

            ## In a browser

            \(web ? webRun : webHowTo)
            """
    }

    private var webRun: String {
        """
        `swift run \(app.commandName)-web` serves the app at http://127.0.0.1:8080/ (`--port` picks
        another port), one RIB tree per page, with the live RIB tree beside it. Its first build
        takes minutes: the web front-end needs Hummingbird and SwiftNIO, which the terminal
        app does not build.

        """
    }

    private var webHowTo: String {
        """
        The same app can be served to browsers, one RIB tree per page, by RIBs' `WebFrontEnd`:
        `ribs init \(app.typeName) --web --dry-run` prints a package with a `\(app.commandName)-web`
        command; copy its `Package.swift` lines for the web package and the
        `Sources/\(app.typeName)Web` file. Its first build takes minutes (Hummingbird and SwiftNIO).

        """
    }
}
