import Foundation
import ScreenGallery
import WebFrontEnd

/// `screen-gallery-web`: serves the screen gallery (one of every element ScreenKit draws) to
/// browsers, one RIB tree per page, with the live RIB tree beside it; Ctrl-C stops it.
@main
enum ScreenGalleryWebCommand {

    static let usage = "Usage: screen-gallery-web [--port <port>]   (default 8080; 0 picks a free one)\n"

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
            try await WebServer.serve(WebServer.Configuration(appName: "Screen gallery", port: port)) { window in
                GalleryApp.launch(in: window)
            }
        } catch {
            FileHandle.standardError.write(Data("screen-gallery-web: \(error)\n".utf8))
            exit(1)
        }
    }
}
