import TallyApp
import WebApp

/// `TallyWeb`: the tests' Tally app on the web server every app gets, as a process for the
/// tests of what only a process shows (a restart after kill -9).
@main
enum TallyWebCommand {

    static func main() async {
        await WebAppCommand.main(running: TallyApp.descriptor)
    }
}
