import CProcessSpawn
import Foundation

/// A terminal of the test's own, for a program that needs one: the test plays the terminal
/// emulator on the controller side, and can misbehave as one (stop reading, hang up).
public final class PseudoTerminal {

    /// The program's side, to give it as its standard streams.
    public let terminal: Int32

    /// Opens a terminal of `columns` × `rows`.
    ///
    /// - Throws: ``SpawnedProcess/Failure`` when the system has none to give.
    public init(columns: Int = 100, rows: Int = 30) throws {
        var controller: Int32 = -1
        var terminal: Int32 = -1
        guard process_spawn_open_pseudo_terminal(&controller, &terminal, UInt16(columns), UInt16(rows)) == 0 else {
            throw SpawnedProcess.Failure(description: "no pseudo-terminal: \(String(cString: strerror(errno)))")
        }
        self.controller = controller
        self.terminal = terminal
        _ = fcntl(controller, F_SETFL, fcntl(controller, F_GETFL) | O_NONBLOCK)
    }

    deinit {
        hangUp()
        close(terminal)
    }

    /// Everything the program wrote so far, as the terminal shows it byte for byte; reads what
    /// is waiting without blocking.
    public func output() -> String {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while controller >= 0 {
            let count = chunk.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
            guard count > 0 else {
                break
            }
            received += chunk[..<count]
        }
        return String(decoding: received, as: UTF8.self)
    }

    /// Sends `text` as typed keys.
    public func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
    }

    /// Stops reading, as a stalled connection or a frozen emulator does, and fills what the
    /// terminal holds for it, so that the program's next write blocks.
    public func stopReadingAndFill() throws {
        guard let name = ttyname(terminal) else {
            throw SpawnedProcess.Failure(description: "no name for the terminal")
        }
        // A descriptor of its own, so that only its writes do not block.
        let writer = open(name, O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard writer >= 0 else {
            throw SpawnedProcess.Failure(description: "cannot open the terminal: \(String(cString: strerror(errno)))")
        }
        defer { close(writer) }
        let filler = [UInt8](repeating: UInt8(ascii: "."), count: 4096)
        while filler.withUnsafeBytes({ write(writer, $0.baseAddress, $0.count) }) > 0 {}
    }

    /// Closes the emulator's side, as closing its window does: the program's terminal hangs up.
    public func hangUp() {
        guard controller >= 0 else {
            return
        }
        close(controller)
        controller = -1
    }

    /// Whether the terminal's settings have echo and line editing on, as a shell needs them.
    public var isInLineMode: Bool {
        var settings = termios()
        guard tcgetattr(terminal, &settings) == 0 else {
            return false
        }
        return settings.c_lflag & tcflag_t(ECHO) != 0 && settings.c_lflag & tcflag_t(ICANON) != 0
    }

    // MARK: - Private

    private var controller: Int32
    private var received: [UInt8] = []
}
