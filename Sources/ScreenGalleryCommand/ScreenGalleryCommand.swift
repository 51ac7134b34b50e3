import ScreenGallery
import TerminalApp

/// `screen-gallery`: every element ScreenKit draws on one screen, full screen in a terminal or
/// as plain lines (`--plain`), to see and try them (`screen-gallery --help`).
@main
enum ScreenGalleryCommand {

    static func main() async {
        await TerminalAppCommand.main(running: GalleryApp.descriptor)
    }
}
