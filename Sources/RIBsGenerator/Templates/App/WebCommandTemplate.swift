/// `<App>WebCommand.swift`: the command that serves a generated app to browsers, RIBs' web host
/// given the app's descriptor, as `tictactoe-web` is.
struct WebCommandTemplate {

    let app: AppName

    var file: GeneratedFile {
        GeneratedFile(name: "\(app.typeName)WebCommand.swift", contents: contents)
    }

    // MARK: - Private

    private var contents: String {
        let name = app.typeName
        let command = app.commandName + "-web"
        return """
            import WebApp
            import \(name)

            /// `\(command)`: serves the app to browsers, one RIB tree per page, with the live RIB tree
            /// beside it; each page's session is saved after every change (SQLite by default,
            /// PostgreSQL with `--database`), so that a reload or a restart brings it back
            /// (`\(command) --help`).
            @main
            enum \(name)WebCommand {

                static func main() async {
                    await WebAppCommand.main(running: \(name)App.descriptor)
                }
            }

            """
    }
}
