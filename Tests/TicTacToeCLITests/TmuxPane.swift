import Foundation

/// A shell in a tmux pane of a fixed size, on a tmux server of its own: a real terminal to run
/// the full-screen mode in, and to read back what it shows.
final class TmuxPane {

    /// Why a pane could not do what a test asked.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Whether tmux is installed.
    static var isAvailable: Bool {
        executable != nil
    }

    /// Starts a shell in a new pane of `columns` × `rows`.
    init(columns: Int = 100, rows: Int = 30) throws {
        try tmux(["-f", "/dev/null", "new-session", "-d", "-s", "game", "-x", String(columns), "-y", String(rows),
                  "env PS1='$ ' sh"])
    }

    deinit {
        _ = try? tmux(["kill-server"])
    }

    /// Runs `command` in the pane's shell.
    func run(_ command: String) throws {
        try tmux(["send-keys", "-t", "game", "-l", command])
        try press("Enter")
    }

    /// Types `text` as it is, character by character.
    func type(_ text: String) throws {
        try tmux(["send-keys", "-t", "game", "-l", text])
    }

    /// Pastes `text` as a terminal paste does: all at once, as fast as the program reads.
    func paste(_ text: String) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("paste-\(UUID().uuidString).txt")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        try tmux(["load-buffer", file.path])
        try tmux(["paste-buffer", "-t", "game"])
    }

    /// The column the cursor is in, from 0.
    func cursorColumn() throws -> Int {
        let column = try tmux(["display-message", "-p", "-t", "game", "#{cursor_x}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let number = Int(column) else {
            throw Failure(description: "tmux gave no cursor column: \(column)")
        }
        return number
    }

    /// Whether the pane shows its cursor.
    func cursorIsVisible() throws -> Bool {
        try tmux(["display-message", "-p", "-t", "game", "#{cursor_flag}"]).trimmingCharacters(in: .whitespacesAndNewlines) == "1"
    }

    /// Presses keys by their tmux names, such as `Enter`, `Tab`, `Up` or `C-c`.
    func press(_ keys: String...) throws {
        try tmux(["send-keys", "-t", "game"] + keys)
    }

    /// The pane's text as shown now.
    func screen() throws -> String {
        try tmux(["capture-pane", "-p", "-t", "game"])
    }

    /// The pane's text as shown now, with the escape sequences of its colours and attributes.
    func screenWithStyles() throws -> String {
        try tmux(["capture-pane", "-p", "-e", "-t", "game"])
    }

    /// Changes the pane's size, as a user resizing the terminal window does.
    func resize(columns: Int, rows: Int) throws {
        try tmux(["resize-window", "-t", "game", "-x", String(columns), "-y", String(rows)])
    }

    /// The process id of the program the shell runs in the foreground now.
    func foregroundProcessID() throws -> Int32 {
        let shell = try tmux(["display-message", "-p", "-t", "game", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let children = try String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
        guard let child = children.split(separator: " ").first.flatMap({ Int32($0) }) else {
            throw Failure(description: "the shell \(shell) runs nothing")
        }
        return child
    }

    /// Waits until the screen shows every one of `texts` and has stopped changing, and returns it.
    @discardableResult
    func waitForScreen(showing texts: String..., timeout: Duration = .seconds(30)) throws -> String {
        let deadline = ContinuousClock.now + timeout
        var previousScreen: String?
        var screen = try self.screen()
        // A frame still being written can already hold the texts: the screen is taken once two
        // captures in a row agree.
        while !(texts.allSatisfy(screen.contains) && screen == previousScreen) {
            guard ContinuousClock.now < deadline else {
                throw Failure(description: "the screen never showed \(texts) and stayed still; it shows:\n\(screen)")
            }
            Thread.sleep(forTimeInterval: 0.1)
            previousScreen = screen
            screen = try self.screen()
        }
        return screen
    }

    // MARK: - Private

    private static let executable = ProcessInfo.processInfo.environment["PATH", default: "/usr/bin:/bin"]
        .split(separator: ":")
        .map { URL(fileURLWithPath: String($0)).appendingPathComponent("tmux") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }

    /// A socket name of this pane's own, so tests never touch the user's tmux or each other's.
    private let socket = "ribs-test-\(UUID().uuidString)"

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        guard let executable = Self.executable else {
            throw Failure(description: "tmux is not installed")
        }
        let (status, output) = try Self.spawnAndWait(executable.path, arguments: ["-L", socket] + arguments)
        guard status == 0 else {
            throw Failure(description: "tmux \(arguments.joined(separator: " ")) failed: \(output)")
        }
        return output
    }

    /// Runs `path` and waits for it, its output going through a file.
    ///
    /// Not `Process`: the tmux server that `new-session` starts outlives its client and
    /// would inherit `Process`'s pipes and the descriptor it watches for the child's end,
    /// so that `Process` never sees the client end. Spawning directly, with default signal
    /// handling and nothing blocked, also gives tmux and the game the signal state a
    /// login shell has, whatever thread the test runs on.
    private static func spawnAndWait(_ path: String, arguments: [String]) throws -> (status: Int32, output: String) {
        let outputFile = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-\(UUID().uuidString).out")
        defer { try? FileManager.default.removeItem(at: outputFile) }
        var fileActions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&fileActions)
        defer { posix_spawn_file_actions_destroy(&fileActions) }
        posix_spawn_file_actions_addopen(&fileActions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&fileActions, 1, outputFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&fileActions, 1, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var handledSignals = sigset_t()
        sigfillset(&handledSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &handledSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var processID = pid_t()
        let spawned = posix_spawn(&processID, path, &fileActions, &attributes, argv, environ)
        guard spawned == 0 else {
            throw Failure(description: "could not start \(path): error \(spawned)")
        }
        var status: Int32 = 0
        while waitpid(processID, &status, 0) < 0, errno == EINTR {}
        let output = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
        // Exited normally: the low 7 bits are 0 and the exit status is in the next 8.
        return ((status & 0x7F) == 0 ? (status >> 8) & 0xFF : -1, output)
    }
}
