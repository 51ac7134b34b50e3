import TerminalApp
import Testing

/// What `TerminalAppCommand` refuses before anything starts, parsed as an app's `@main`
/// parses its arguments: each refusal with its message, and the arguments just inside each
/// bound accepted.
struct CommandValidationTests {

    @Test(arguments: [
        (["--replay", "x.trace", "--plain"], "--replay plays the trace on its own: leave out --plain and --record."),
        (["--replay", "x.trace", "--record", "y.trace"], "--replay plays the trace on its own: leave out --plain and --record."),
        (["--plain", "--replay", "x.trace", "--record", "y.trace"], "--replay plays the trace on its own: leave out --plain and --record."),
        (["--watch"], "--watch shows a replay: give the trace with --replay FILE."),
        (["--watch", "--record", "y.trace"], "--watch shows a replay: give the trace with --replay FILE."),
        (["--replay", "x.trace", "--speed", "2"], "--speed sets the pace of --watch; without it a replay runs at once."),
        (["--replay", "x.trace", "--watch", "--speed", "0"], "--speed takes a factor from 0.01 to 1000, such as 2 or 0.5."),
        (["--replay", "x.trace", "--watch", "--speed", "0.0099"], "--speed takes a factor from 0.01 to 1000, such as 2 or 0.5."),
        (["--replay", "x.trace", "--watch", "--speed", "1000.001"], "--speed takes a factor from 0.01 to 1000, such as 2 or 0.5."),
        (["--replay", "x.trace", "--watch", "--speed=-2"], "--speed takes a factor from 0.01 to 1000, such as 2 or 0.5."),
        (["--replay", "x.trace", "--watch", "--speed", "nan"], "--speed takes a factor from 0.01 to 1000, such as 2 or 0.5."),
        (["--replay", "x.trace", "--watch", "--speed", "inf"], "--speed takes a factor from 0.01 to 1000, such as 2 or 0.5."),
    ])
    func refusesWithItsMessage(_ arguments: [String], _ message: String) {
        #expect(Self.refusal(of: arguments) == message)
    }

    @Test(arguments: [
        [String](),
        ["--plain"],
        ["--record", "y.trace"],
        ["--plain", "--record", "y.trace"],
        ["--replay", "x.trace"],
        ["--replay", "x.trace", "--watch"],
        ["--replay", "x.trace", "--watch", "--speed", "0.01"],
        ["--replay", "x.trace", "--watch", "--speed", "1000"],
    ])
    func acceptsWhatItAllows(_ arguments: [String]) throws {
        let command = try TerminalAppCommand.parse(arguments)

        #expect(command.plain == arguments.contains("--plain"))
        #expect(command.traces.replay == (arguments.contains("--replay") ? "x.trace" : nil))
        #expect(command.traces.record == (arguments.contains("--record") ? "y.trace" : nil))
        #expect(command.traces.watch == arguments.contains("--watch"))
        #expect(command.traces.speed == arguments.last.flatMap(Double.init))
    }

    // MARK: - Private

    /// What parsing `arguments` says when it refuses them, as the command would print it;
    /// `nil` when it accepts them.
    private static func refusal(of arguments: [String]) -> String? {
        do {
            _ = try TerminalAppCommand.parse(arguments)
            return nil
        } catch {
            return TerminalAppCommand.message(for: error)
        }
    }
}
