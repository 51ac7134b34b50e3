import TerminalApp
import Notes

/// `notes`: runs the app full screen in a terminal (t shows the live RIB tree), or as
/// plain lines for pipes and scripts; saves it after every change (`--resume` continues);
/// records, replays and watches its sessions' traces, those its page in a browser
/// downloads included (`notes --help`).
@main
enum NotesCommand {

    static func main() async {
        await TerminalAppCommand.main(running: NotesApp.descriptor)
    }
}
