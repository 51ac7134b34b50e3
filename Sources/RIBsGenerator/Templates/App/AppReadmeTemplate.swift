/// `README.md` of a generated app: the two commands, what is where, and where to go next.
struct AppReadmeTemplate {

    let app: AppName

    /// Where the package gets RIBs, whose `ribs` generator the README's commands run.
    let ribs: RIBsDependency

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
            screen as text and reads one line at a time, each line a command the screen answers:
            `printf 'Your name: Ada\\nhello\\nforget 1\\nclose\\nquit\\n' | swift run \(command)`.

            ## What is where

            | Path | What it holds |
            |---|---|
            | `Sources/\(name)/AppStart` | `AppComponent`, the root of the DI tree, and `\(name)App`, the app's descriptor: what the terminal and the web server run, build, save and resume |
            | `Sources/\(name)/Root` | the root RIB: attaches Welcome when it loads and answers its listener |
            | `Sources/\(name)/Welcome` | the first child RIB: a name field, a greeting, the list of those greeted, a Close button |
            | `Sources/\(name)CLI` | `\(command)`: runs the app with the terminal front-ends |
            | `Tests/\(name)Tests` | unit tests of both RIBs on RIBsTesting's mocks, and the whole app through its screens |
            \(web ? "| `WebServer` | a package of its own: `\(command)-web`, which serves the app to browsers with RIBs' web host |\n" : "")
            ## Saving

            The app keeps what its interactors save: Welcome saves the names it greeted
            (`WelcomeInteractor` adopts RIBs' `StateRestoring`; its `restorableState` is the list).
            `\(command)` saves the tree after every change, to `$XDG_STATE_HOME/\(app.identifier)/saved-state.json`
            (`~/.local/state/\(app.identifier)/` by default), replacing the file at once so that no
            crash leaves half of it. `swift run \(command) --resume` continues where the last run
            stopped; without it, full screen continues too and the plain mode starts afresh. A save
            that cannot be read is set aside as `saved-state.json.unreadable`, with a message, and
            the app starts afresh.
            \(web ? "\nThe web server saves each page's session the same way after every change, in SQLite\n(or PostgreSQL), so that a reload or a restart of the server brings it back.\n" : "")
            To save more, adopt `StateRestoring` in another interactor, with a `Codable` state; when
            a state changes shape, raise the version in `\(name)App`'s descriptor and migrate older
            saves (`SavedStateFormat`). More in \(savingGuide).

            ## Next steps

            \(gettingTheGenerator)

            ```sh
            \(cloneLine)\(generator) new Profile --parent Welcome
            \(generator) new Settings --parent Profile --viewless
            ```

            `ribs new <Child> --parent <Parent>` writes the child's files, its tests and mocks, and
            wires the child into its parent: the parent's component provides the child's
            dependency, its builder passes it on, its router gains `routeToProfile()` and
            `routeAwayFromProfile()`, its interactor becomes the child's listener, and its mocks and
            tests follow. A viewless RIB (`--viewless`) borrows its parent's view controller, as the
            tutorials' LoggedIn does. `\(generator) remove Profile` undoes it: the child's files and
            tests go, and its parent is left as it was before (`--dry-run` shows every change first);
            it removes the starter Welcome the same way.

            To wire a child by hand instead, write its files without touching the parent:

            ```sh
            \(generator) new Profile --output Sources/\(name)/Profile
            \(generator) extension Welcome Profile --output Sources/\(name)/Welcome
            \(generator) tests Profile --module \(name) --output Tests/\(name)Tests/Profile
            ```

            then wire it as Root is wired to Welcome: `WelcomeInteractable` refines `ProfileListener`,
            `WelcomeBuilder` gives its component to a `ProfileBuilder`, `WelcomeRouter` holds it and
            routes to it and away (declared on `WelcomeRouting`, and in `WelcomeRoutingMock`), and
            `WelcomeViewControllable` gains `present` and `dismiss`.

            \(installing)

            ## In a browser

            \(web ? webRun : webHowTo)
            """
    }

    /// Where RIBs' guide to saving is: in the checkout, or on the repository's site.
    private var savingGuide: String {
        switch ribs {
        case let .path(path):
            "`\(path)/docs/saving.md`"
        case let .url(url, _):
            "`docs/saving.md` of \(url)"
        }
    }

    /// How the reader gets `ribs`: the checkout the package depends on has it; from a URL,
    /// a clone beside the package does.
    private var gettingTheGenerator: String {
        switch ribs {
        case .path:
            """
            Add child RIBs with `ribs`, the generator of the RIBs checkout this package depends on.
            Run it from this folder, the package's root: it writes into the folder it is run from,
            and `swift run` builds it in the checkout the first time.
            """
        case .url:
            """
            Add child RIBs with `ribs`, RIBs' generator. Clone RIBs beside this folder, at the
            branch this package depends on, and run `ribs` from this folder, the package's root: it
            writes into the folder it is run from, and `swift run` builds it in the clone the first
            time.
            """
        }
    }

    /// The clone of RIBs that `ribs` runs from, with its newline; empty for a checkout.
    private var cloneLine: String {
        switch ribs {
        case .path:
            ""
        case let .url(url, branch):
            "git clone --branch \(Self.shellWord(branch)) \(Self.shellWord(url)) \(Self.cloneFolder)\n"
        }
    }

    /// Where the README's commands find RIBs' package: the checkout, or the clone beside the app.
    private var ribsFolder: String {
        switch ribs {
        case let .path(path):
            Self.shellWord(path)
        case .url:
            Self.cloneFolder
        }
    }

    /// `ribs` as the README's commands run it, from the app's root: no `PATH` needed.
    private var generator: String {
        "swift run --package-path \(ribsFolder) ribs"
    }

    /// Where the README clones RIBs when the package gets it by URL: beside the app's folder.
    private static let cloneFolder = "../RIBs"

    /// How to type `ribs` alone: a release build copied into a folder on `PATH`.
    private var installing: String {
        """
        Every command here runs `ribs` through `swift run`. To type `ribs` alone, build it once,
        `swift build -c release --package-path \(ribsFolder) --product ribs`, and copy
        `\(ribsFolder)/.build/release/ribs` into a folder on your `PATH`, such as `~/.local/bin`.
        """
    }

    /// `text` as one word of a shell command: as it is when it has only characters no shell
    /// reads specially, else in single quotes.
    private static func shellWord(_ text: String) -> String {
        let plain = !text.isEmpty && text.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || "/._-+,:=@%".unicodeScalars.contains(scalar)
        }
        // Inside single quotes only a single quote is special: end the quotes, escape it, reopen.
        return plain ? text : "'" + text.map { $0 == "'" ? #"'\''"# : String($0) }.joined() + "'"
    }

    private var webRun: String {
        """
        `swift run --package-path WebServer \(app.commandName)-web` serves the app at http://127.0.0.1:8080/
        (`--port` picks another port), one RIB tree per page, with the live RIB tree beside it;
        each page's session is saved after every change in SQLite in `--data-dir` (by default
        `~/.local/state/\(app.identifier)-web`), or in PostgreSQL with `--database`, so that a
        reload or a restart of the server brings it back (`--help` lists the options).
        The web command is a package of its own, `WebServer/`, so that `swift run \(app.commandName)` and
        `swift test` never build the server; its first build takes minutes (Hummingbird and
        SwiftNIO).

        """
    }

    private var webHowTo: String {
        let name = app.typeName
        let command = app.commandName
        let printed = switch ribs {
        case .path:
            """
            The same app can be served to browsers, one RIB tree per page, by RIBs' `WebFrontEnd`.
            This prints a package with a `\(command)-web` command:
            """
        case .url:
            """
            The same app can be served to browsers, one RIB tree per page, by RIBs' `WebFrontEnd`,
            the `Web` package of a RIBs checkout (SwiftPM cannot take it from a URL). With the
            clone above, this prints a package that depends on the clone by path, RIBs too, with a
            `\(command)-web` command:
            """
        }
        return """
            \(printed)

            ```sh
            \(generator) init \(name) --web --dry-run
            ```

            Copy its `WebServer` folder (a package of its own, so that `swift test` never builds the
            server) and its `Package.swift`'s library product `\(name)`, which `WebServer` imports. Its
            first build takes minutes (Hummingbird and SwiftNIO).

            """
    }
}
