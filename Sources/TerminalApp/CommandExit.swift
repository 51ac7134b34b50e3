import ArgumentParser
import PlainFrontEnd
import SystemCalls

/// How an app's command ends on an error or a request for help.
public enum CommandExit {

    /// Says what `error` means where ArgumentParser would (help on standard output, errors on
    /// standard error) and ends the process with its status; help that cannot be written ends
    /// it with status 1.
    ///
    /// - Parameters:
    ///   - error: What parsing or running the command threw.
    ///   - command: The command, whose help and messages ArgumentParser writes.
    public static func exit<Command: ParsableCommand>(reporting error: any Error, for command: Command.Type) -> Never {
        let message = command.fullMessage(for: error)
        let code = command.exitCode(for: error)
        if code == .success {
            StandardOutput.write(message.isEmpty ? "" : message + "\n")
        } else if !message.isEmpty {
            StandardOutput.writeError(message + "\n")
        }
        CurrentProcess.exit(status: code.rawValue)
    }
}
