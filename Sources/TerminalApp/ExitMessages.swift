import PlainFrontEnd

/// What the full-screen mode told the user in its status line, written again to standard
/// error once the terminal is restored: the status line shows one message at a time, cut to
/// the terminal's width, and is gone with the alternate screen.
@MainActor
final class ExitMessages {

    /// Creates an empty list whose messages will start with `commandName`.
    init(commandName: String) {
        self.commandName = commandName
    }

    func append(_ message: String) {
        messages.append(message)
    }

    /// Writes each message on a line of its own, after the command's name: `notes: …`.
    func write() {
        for message in messages {
            StandardOutput.writeError("\(commandName): \(message)\n")
        }
    }

    // MARK: - Private

    private let commandName: String
    private var messages: [String] = []
}
