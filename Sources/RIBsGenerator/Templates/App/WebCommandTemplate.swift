/// `<App>WebCommand.swift`: the command that serves a generated app to browsers through RIBs'
/// `WebFrontEnd`, one RIB tree per page.
struct WebCommandTemplate {

    let app: AppName

    var file: GeneratedFile {
        GeneratedFile(name: "\(app.typeName)WebCommand.swift", contents: contents)
    }

    // MARK: - Private

    private var contents: String {
        let name = app.typeName
        let command = app.commandName + "-web"
        return #"""
            import Foundation
            import WebFrontEnd
            import \#(name)

            /// `\#(command)`: serves the app to browsers, one RIB tree per page, with the live RIB
            /// tree beside it; Ctrl-C stops it.
            @main
            enum \#(name)WebCommand {

                static let usage = "Usage: \#(command) [--port <port>]   (default 8080; 0 picks a free one)\n"

                static func main() async {
                    let arguments = Array(CommandLine.arguments.dropFirst())
                    if arguments.contains("--help") || arguments.contains("-h") {
                        print(usage, terminator: "")
                        return
                    }
                    var port = 8080
                    if !arguments.isEmpty {
                        guard arguments.count == 2, arguments[0] == "--port", let number = Int(arguments[1]), (0...65_535).contains(number) else {
                            FileHandle.standardError.write(Data(usage.utf8))
                            exit(64)
                        }
                        port = number
                    }
                    do {
                        try await WebServer.serve(WebServer.Configuration(appName: "\#(name)", port: port)) { window in
                            \#(name)App.launch(in: window)
                        }
                    } catch {
                        FileHandle.standardError.write(Data("\#(command): \(error)\n".utf8))
                        exit(1)
                    }
                }
            }

            """#
    }
}
