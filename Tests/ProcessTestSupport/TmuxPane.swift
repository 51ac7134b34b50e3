import Foundation

/// A shell in a tmux pane of a fixed size, on a tmux server of its own: a real terminal to run
/// a full-screen program in, and to read back what it shows.
public final class TmuxPane {

    /// Why a pane could not do what a test asked.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Whether tmux is installed.
    public static var isAvailable: Bool {
        executable != nil
    }

    /// Where the programs run in this pane keep their state: a folder of the pane's own.
    public let stateHome = StateHome()

    /// Starts a shell in a new pane of `columns` × `rows`.
    public init(columns: Int = 100, rows: Int = 30) async throws {
        try await tmux(["-f", "/dev/null", "new-session", "-d", "-s", "pane", "-x", String(columns), "-y", String(rows),
                  "env PS1='$ ' \(stateHome.shellAssignment) sh"])
    }

    deinit {
        // A deinit cannot wait: tmux is reaped on a thread of its own.
        if let executable = Self.executable,
           let client = try? SpawnedProcess(executable.path, ["-L", socket, "kill-server"]) {
            let processID = client.processID
            Thread.detachNewThread {
                var status: Int32 = 0
                while waitpid(processID, &status, 0) < 0, errno == EINTR {}
            }
        }
    }

    /// Runs `command` in the pane's shell.
    public func run(_ command: String) async throws {
        try await tmux(["send-keys", "-t", "pane", "-l", command])
        try await press("Enter")
    }

    /// Types `text` as it is, character by character.
    public func type(_ text: String) async throws {
        try await tmux(["send-keys", "-t", "pane", "-l", text])
    }

    /// Pastes `text` as a terminal paste does: all at once, as fast as the program reads.
    public func paste(_ text: String) async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("paste-\(UUID().uuidString).txt")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        try await tmux(["load-buffer", file.path])
        try await tmux(["paste-buffer", "-t", "pane"])
    }

    /// The column the cursor is in, from 0.
    public func cursorColumn() async throws -> Int {
        let column = try await tmux(["display-message", "-p", "-t", "pane", "#{cursor_x}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let number = Int(column) else {
            throw Failure(description: "tmux gave no cursor column: \(column)")
        }
        return number
    }

    /// Whether the pane shows its cursor.
    public func cursorIsVisible() async throws -> Bool {
        try await tmux(["display-message", "-p", "-t", "pane", "#{cursor_flag}"]).trimmingCharacters(in: .whitespacesAndNewlines) == "1"
    }

    /// Whether the program in the pane asked for mouse reports, in any mode or in the SGR
    /// encoding; a program that ended must have turned both off.
    public func mouseReportingIsOn() async throws -> Bool {
        let flags = try await tmux(["display-message", "-p", "-t", "pane", "#{mouse_any_flag}#{mouse_sgr_flag}"])
        return flags.trimmingCharacters(in: .whitespacesAndNewlines) != "00"
    }

    /// Presses keys by their tmux names, such as `Enter`, `Tab`, `Up` or `C-c`.
    public func press(_ keys: String...) async throws {
        try await tmux(["send-keys", "-t", "pane"] + keys)
    }

    /// The pane's text as shown now.
    public func screen() async throws -> String {
        try await tmux(["capture-pane", "-p", "-t", "pane"])
    }

    /// The pane's text as shown now, with the escape sequences of its colours and attributes.
    public func screenWithStyles() async throws -> String {
        try await tmux(["capture-pane", "-p", "-e", "-t", "pane"])
    }

    /// Changes the pane's size, as a user resizing the terminal window does.
    public func resize(columns: Int, rows: Int) async throws {
        try await tmux(["resize-window", "-t", "pane", "-x", String(columns), "-y", String(rows)])
    }

    /// The process id of the program the shell runs in the foreground now.
    public func foregroundProcessID() async throws -> Int32 {
        guard let child = try await shellChildren().first else {
            throw Failure(description: "the shell runs nothing")
        }
        return child
    }

    /// Waits until the shell runs nothing, as after a program it ran has ended: keys typed
    /// earlier would still go to that program.
    public func waitUntilTheShellRunsNothing() async throws {
        try await waitUntil("the shell runs nothing") { try await shellChildren().isEmpty }
    }

    /// Waits until the screen shows every one of `texts` and has stopped changing, and returns it.
    @discardableResult
    public func waitForScreen(showing texts: String..., timeout: Duration = testPatience) async throws -> String {
        var previousScreen: String?
        var screen: String?
        // A frame still being written can already hold the texts: the screen is taken once two
        // captures in a row, 0.1 s apart, agree.
        try await waitUntil("the screen shows \(texts) and stays still; it shows:\n\(screen ?? "")", timeout: timeout) {
            previousScreen = screen
            let capture = try await self.screen()
            screen = capture
            return texts.allSatisfy(capture.contains) && capture == previousScreen
        }
        return screen ?? ""
    }

    // MARK: - Private

    /// The processes the pane's shell runs now.
    private func shellChildren() async throws -> [Int32] {
        let shell = try await tmux(["display-message", "-p", "-t", "pane", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let children = try String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
        return children.split(separator: " ").compactMap { Int32($0) }
    }

    private static let executable = ProcessInfo.processInfo.environment["PATH", default: "/usr/bin:/bin"]
        .split(separator: ":")
        .map { URL(fileURLWithPath: String($0)).appendingPathComponent("tmux") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }

    /// A socket name of this pane's own, so tests never touch the user's tmux or each other's.
    private let socket = "ribs-test-\(UUID().uuidString)"

    @discardableResult
    private func tmux(_ arguments: [String]) async throws -> String {
        guard let executable = Self.executable else {
            throw Failure(description: "tmux is not installed")
        }
        let (status, output) = try await Self.spawnAndWait(executable.path, arguments: ["-L", socket] + arguments)
        guard status == 0 else {
            throw Failure(description: "tmux \(arguments.joined(separator: " ")) failed: \(output)")
        }
        return output
    }

    /// Runs `path` and waits for it, its output going through a file.
    ///
    /// Not `Process`: the tmux server that `new-session` starts outlives its client and
    /// would inherit `Process`'s pipes and the descriptor it watches for the child's end,
    /// so that `Process` never sees the client end. ``SpawnedProcess`` also gives tmux and the
    /// game the signal state a login shell has, whatever thread the test runs on.
    private static func spawnAndWait(_ path: String, arguments: [String]) async throws -> (status: Int32, output: String) {
        let outputFile = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-\(UUID().uuidString).out")
        defer { try? FileManager.default.removeItem(at: outputFile) }
        let ended = try await SpawnedProcess(path, arguments, standardOutput: .file(outputFile), standardError: .descriptor(1))
            .wait(atMost: SpawnedProcess.patience, "\(path) \(arguments) printed: \((try? String(contentsOf: outputFile, encoding: .utf8)) ?? "")")
        let output = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
        return (ended.exitStatus ?? -1, output)
    }
}
