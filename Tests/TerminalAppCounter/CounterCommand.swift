import TerminalApp

/// `TerminalAppCounter`: the smallest app with saved state, run by the terminal host exactly
/// as a generated app is, for the tests of what the host does for every app (saving,
/// `--resume`, setting aside a save it cannot use, the full-screen offer, `--open` refused).
@main
enum CounterCommand {

    @MainActor
    static func main() async {
        await TerminalAppCommand.main(running: CounterApp.descriptor)
    }
}
