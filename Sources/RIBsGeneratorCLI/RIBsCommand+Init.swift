import ArgumentParser
import RIBsGenerator

extension RIBsCommand {

    /// `ribs init`: a new app's package, ready to build, test and run.
    struct Init: ParsableCommand {

        static let configuration = CommandConfiguration(
            commandName: "init",
            abstract: "Write a new RIBs app: a SwiftPM package that builds, tests and runs as it is.",
            discussion: """
                The package holds a root RIB on LaunchRouter with its first child, Welcome, wired \
                in as tutorial 2 wires LoggedOut; the app component; the command that runs the app \
                in a terminal (full screen, or plain lines when piped); unit tests of both RIBs on \
                RIBsTesting's mocks; a README and a .gitignore. It depends on the RIBs checkout \
                this ribs was built from, so it builds offline, unless --ribs-path or --ribs-url \
                says otherwise.

                EXAMPLE
                  ribs init Notes && cd Notes && swift run notes
                """
        )

        @Argument(help: ArgumentHelp("The app's name, an UpperCamelCase Swift name such as Notes: the package, its module and its types are named after it.", valueName: "name"))
        var name: String

        @Option(name: .shortAndLong, help: ArgumentHelp("The package's folder, missing or empty. (default: ./<name>)", valueName: "folder"))
        var output: String?

        @Option(help: ArgumentHelp("Depend on the RIBs checkout in this folder.", valueName: "folder"))
        var ribsPath: String?

        @Option(help: ArgumentHelp("Depend on RIBs from this Git repository instead of a checkout.", valueName: "url"))
        var ribsURL: String?

        @Option(help: ArgumentHelp("The branch of --ribs-url to use.", valueName: "branch"))
        var ribsBranch = "main"

        @Flag(help: "Add WebServer/, a package of its own with <name>-web, which serves the app to browsers and saves each page's session (its first build takes minutes). Needs RIBs from a checkout.")
        var web = false

        @Flag(help: "Print the files that would be written and write nothing.")
        var dryRun = false

        @Flag(help: "Write into a folder that is not empty, replacing files of the same names.")
        var force = false

        func validate() throws {
            _ = try NameArgument.app(name, servedOnTheWeb: web)
            if output?.isEmpty == true {
                throw ValidationError("--output is empty; pass a folder, or leave the option out to write into ./\(DisplayText.escaped(name)).")
            }
            if ribsPath != nil, ribsURL != nil {
                throw ValidationError("--ribs-path and --ribs-url do not go together: the package depends on one RIBs.")
            }
            if web, ribsURL != nil {
                throw ValidationError("--web needs RIBs from a checkout (--ribs-path, or this ribs' own): its web front-end is the checkout's Web package, which SwiftPM cannot take from a URL.")
            }
            if ribsURL?.isEmpty == true || ribsBranch.isEmpty {
                throw ValidationError("--ribs-url and --ribs-branch need a value.")
            }
        }

        func run() throws {
            let app = try NameArgument.app(name, servedOnTheWeb: web)
            let folder = output ?? app.typeName
            let ribs = try dependency()
            var folderIsNew = true
            do {
                try FileWriter.checkFolderIsNew(folder)
            } catch {
                // --force writes into the folder anyway; a dry run shows what it would write.
                guard force || (dryRun && error == .folderNotEmpty(path: folder)) else {
                    throw error
                }
                folderIsNew = false
            }
            try FilesOutput(folder: folder, dryRun: dryRun, force: force).write(
                RIBFiles.app(app, ribs: ribs, web: web),
                dryRunNote: folderIsNew || force ? nil : "\(DisplayText.escaped(folder)) is not empty: without --dry-run, ribs would write nothing unless given --force.",
                nextStep: """
                    Next: build, test and run it:
                      cd \(DisplayText.escaped(folder))
                      swift test
                      swift run \(app.commandName)\(web ? "\n  swift run --package-path WebServer \(app.commandName)-web   # then open http://127.0.0.1:8080/" : "")
                    """
            )
        }

        // MARK: - Private

        /// Where the package gets RIBs: the options, or this ribs' own checkout.
        private func dependency() throws -> RIBsDependency {
            if let ribsURL {
                return .url(ribsURL, branch: ribsBranch)
            }
            if let ribsPath {
                return try RIBsCheckout.dependency(at: ribsPath)
            }
            do {
                return try RIBsCheckout.dependency(at: Self.ownCheckout)
            } catch {
                throw ValidationError("\(error) This ribs was built there and it has moved; pass --ribs-path <folder> or --ribs-url <url>.")
            }
        }

        /// The checkout this file was compiled in: three folders up from it.
        private static let ownCheckout: String = {
            var path = Substring(#filePath)
            for _ in 0..<3 {
                path = path[..<(path.lastIndex(of: "/") ?? path.startIndex)]
            }
            return path.isEmpty ? "/" : String(path)
        }()
    }
}
