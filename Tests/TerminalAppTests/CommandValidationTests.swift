import ScreenKit
@testable import TerminalApp
import Testing

/// What `TerminalAppCommand` refuses before anything starts, parsed as an app's `@main`
/// parses its arguments: each refusal with its message, and the arguments just inside each
/// bound accepted.
struct CommandValidationTests {

    @Test(arguments: [
        (["--replay", "x.trace", "--plain"], "--replay plays the trace on its own: leave out --plain, --resume, --open and --record."),
        (["--replay", "x.trace", "--record", "y.trace"], "--replay plays the trace on its own: leave out --plain, --resume, --open and --record."),
        (["--plain", "--replay", "x.trace", "--record", "y.trace"], "--replay plays the trace on its own: leave out --plain, --resume, --open and --record."),
        (["--replay", "x.trace", "--resume"], "--replay plays the trace on its own: leave out --plain, --resume, --open and --record."),
        (["--replay", "x.trace", "--open", "notes://open?note=1"], "--replay plays the trace on its own: leave out --plain, --resume, --open and --record."),
        (["--record", "y.trace", "--resume"], "--record starts afresh, so that its trace replays from the start; leave out --resume."),
        (["--plain", "--resume", "--record", "y.trace"], "--record starts afresh, so that its trace replays from the start; leave out --resume."),
        (["--open", "notes://open?note=x"], "Cannot open the link: 'x' is no note."),
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
        #expect(Self.refusal(of: arguments, running: Self.notes) == message)
    }

    @Test(arguments: [
        [String](),
        ["--plain"],
        ["--resume"],
        ["--plain", "--resume"],
        ["--record", "y.trace"],
        ["--plain", "--record", "y.trace"],
        ["--replay", "x.trace"],
        ["--replay", "x.trace", "--watch"],
        ["--replay", "x.trace", "--watch", "--speed", "0.01"],
        ["--replay", "x.trace", "--watch", "--speed", "1000"],
    ])
    func acceptsWhatItAllows(_ arguments: [String]) throws {
        let command = try TerminalAppCommand.$running.withValue(TerminalAppCommand.RunningApp(app: Self.notes, help: TerminalAppHelp())) {
            try TerminalAppCommand.parse(arguments)
        }

        #expect(command.plain == arguments.contains("--plain"))
        #expect(command.resume == arguments.contains("--resume"))
        #expect(command.traces.replay == (arguments.contains("--replay") ? "x.trace" : nil))
        #expect(command.traces.record == (arguments.contains("--record") ? "y.trace" : nil))
        #expect(command.traces.watch == arguments.contains("--watch"))
        #expect(command.traces.speed == arguments.last.flatMap(Double.init))
    }

    @Test(arguments: [["--open", "notes://open?note=42"], ["--plain", "--open", "notes://open?note=7"], ["--record", "y.trace", "--open", "notes://open?note=1"]])
    func acceptsALinkTheAppOpens(_ arguments: [String]) throws {
        let command = try TerminalAppCommand.$running.withValue(TerminalAppCommand.RunningApp(app: Self.notes, help: TerminalAppHelp())) {
            try TerminalAppCommand.parse(arguments)
        }

        #expect(command.open == arguments.last)
    }

    @Test func refusesAnyLinkForAnAppThatOpensNone() {
        let counter = AppDescriptor(name: "Counter") { preconditionFailure("not built when parsing") }

        #expect(Self.refusal(of: ["--open", "notes://open?note=42"], running: counter)
                == "--open opens a link, and Counter opens none; leave out --open.")
        #expect(Self.refusal(of: ["--open", "x"], running: nil) == "--open opens a link, and this app opens none; leave out --open.")
    }

    // MARK: - Private

    /// An app whose links are `notes://open?note=N`.
    private static let notes = AppDescriptor(
        name: "Notes",
        links: AppLinks(example: "notes://open?note=42") { link in
            guard let number = link.split(separator: "=").last, Int(number) != nil else {
                throw LinkRefusal(description: "'\(link.split(separator: "=").last ?? "")' is no note.")
            }
        }
    ) {
        preconditionFailure("not built when parsing")
    }

    private struct LinkRefusal: Error, CustomStringConvertible {
        let description: String
    }

    /// What parsing `arguments` for `app` says when it refuses them, as the command would
    /// print it; `nil` when it accepts them.
    private static func refusal(of arguments: [String], running app: AppDescriptor?) -> String? {
        TerminalAppCommand.$running.withValue(app.map { TerminalAppCommand.RunningApp(app: $0, help: TerminalAppHelp()) }) {
            do {
                _ = try TerminalAppCommand.parse(arguments)
                return nil
            } catch {
                return TerminalAppCommand.message(for: error)
            }
        }
    }
}
