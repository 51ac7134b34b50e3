/// `<App>Command.swift`: the command that runs a generated app in a terminal, full screen or
/// as plain lines, as `tictactoe` chooses, with its traces: RIBs' `TerminalAppCommand` given the app.
struct LaunchCommandTemplate {

    let app: AppName

    var file: GeneratedFile {
        GeneratedFile(name: "\(app.typeName)Command.swift", contents: contents)
    }

    // MARK: - Private

    private var contents: String {
        let name = app.typeName
        let command = app.commandName
        return """
            import TerminalApp
            import \(name)

            /// `\(command)`: runs the app full screen in a terminal (t shows the live RIB tree), or as
            /// plain lines for pipes and scripts; saves it after every change (`--resume` continues);
            /// records, replays and watches its sessions' traces, those its page in a browser
            /// downloads included (`\(command) --help`).
            @main
            enum \(name)Command {

                static func main() async {
                    await TerminalAppCommand.main(running: \(name)App.descriptor)
                }
            }

            """
    }
}
