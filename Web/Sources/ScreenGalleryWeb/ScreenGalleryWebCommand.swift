import ScreenGallery
import WebApp

/// `screen-gallery-web`: the screen gallery (one of every element ScreenKit draws) served to
/// browsers by the web server every app gets.
@main
enum ScreenGalleryWebCommand {

    static func main() async {
        await WebAppCommand.main(running: GalleryApp.descriptor)
    }
}
