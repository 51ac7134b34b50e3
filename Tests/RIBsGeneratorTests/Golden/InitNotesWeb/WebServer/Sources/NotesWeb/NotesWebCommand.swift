import WebApp
import Notes

/// `notes-web`: serves the app to browsers, one RIB tree per page, with the live RIB tree
/// beside it; each page's session is saved after every change (SQLite by default,
/// PostgreSQL with `--database`), so that a reload or a restart brings it back
/// (`notes-web --help`).
@main
enum NotesWebCommand {

    static func main() async {
        await WebAppCommand.main(running: NotesApp.descriptor)
    }
}
