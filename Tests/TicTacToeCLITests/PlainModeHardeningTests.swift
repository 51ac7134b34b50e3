import Foundation
import ProcessTestSupport
import Testing

/// The plain mode given what scripts can throw at it: endless lines, floods of lines, closed
/// pipes, signals; through the real binary.
@Suite(.timeLimit(.minutes(10)))
struct PlainModeHardeningTests {

    /// Where this test's games keep their saved game.
    private let stateHome = StateHome()

    /// Starts the binary in the plain mode with its standard input and output on pipes.
    private func startPlainGame() async throws -> (process: Process, input: FileHandle, output: Pipe) {
        let process = Process()
        process.executableURL = TicTacToeBinary.url
        process.arguments = ["--plain"]
        process.environment = ProcessInfo.processInfo.environment.merging(stateHome.environment) { $1 }
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        return (process, input.fileHandleForWriting, output)
    }

    /// Starts `command` in `sh`, its standard output and error on pipes. Input is fed by the
    /// shell, not by this process: a game that ends first must not leave a writer here to a
    /// closed pipe.
    private func startShell(_ command: String) async throws -> (shell: Process, output: Pipe, errors: Pipe) {
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", command]
        let output = Pipe()
        let errors = Pipe()
        shell.standardOutput = output
        shell.standardError = errors
        try shell.run()
        return (shell, output, errors)
    }

    /// The end of what `file` holds, for a failure to show.
    private static func tail(of file: URL) -> String {
        String(((try? String(contentsOf: file, encoding: .utf8)) ?? "").suffix(2_000))
    }

    /// The game `shell` runs, and its peak resident memory so far in kilobytes.
    private func peakMemoryOfTheGame(runBy shell: Process) throws -> (game: Int32, kilobytes: Int) {
        let shellID = shell.processIdentifier
        let children = try String(contentsOfFile: "/proc/\(shellID)/task/\(shellID)/children", encoding: .utf8)
        let game = try #require(children.split(separator: " ").first { child in
            (try? String(contentsOfFile: "/proc/\(child)/comm", encoding: .utf8))?.hasPrefix("tictactoe") == true
        })
        let gameID = try #require(Int32(game))
        return (gameID, try peakResidentKilobytes(of: gameID))
    }

    private var game: String {
        "\(stateHome.shellAssignment) '\(TicTacToeBinary.url.path)' --plain"
    }

    /// The game's peak memory is read while it waits for more input (the feeder keeps the pipe
    /// open), from its own address space: a program the test process spawns inherits the test
    /// process's peak in `ru_maxrss`, which once made this 152 MB in a busy suite.
    @Test func aLineLongerThanTheLimitGetsAHintAndIsSkippedInBoundedMemory() async throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("long-line-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: output) }
        let input = try SpawnedProcess.makePipe()
        let feeder = try SpawnedProcess("/bin/sh", ["-c", "head -c 50000000 /dev/zero | tr '\\0' a; printf '\\nBob\\n\\n'; exec sleep 600"],
                                        standardOutput: .descriptor(input.writeEnd))
        let game = try SpawnedProcess(TicTacToeBinary.url.path, ["--plain"], environment: stateHome.environment.mapValues { $0 },
                                      standardInput: .descriptor(input.readEnd), standardOutput: .file(output))
        close(input.readEnd)
        close(input.writeEnd)

        try await waitUntil("the game shows the start screen. It printed: \(Self.tail(of: output))") {
            (try? String(contentsOf: output, encoding: .utf8))?.contains("Bob (0)") == true
        }
        let peak = try peakResidentKilobytes(of: game.processID)
        // The end of its input ends the game.
        kill(feeder.processID, SIGKILL)
        _ = try await feeder.wait()
        let ended = try await game.wait(atMost: SpawnedProcess.patience, "It printed: \(Self.tail(of: output))")
        let printed = try String(contentsOf: output, encoding: .utf8)

        #expect(ended.exitStatus == 0)
        #expect(printed.contains("That line is longer than 4096 bytes; it was skipped."))
        #expect(!printed.contains("aaaaa"))
        // Keeping the line took 767 MB for 200 MB; bounded, the game needs about 27 MB.
        #expect(peak < 60_000, "peak resident memory \(peak) kB")
    }

    /// Measured once the game has handled 100,000 lines: by then, a reader that queued every
    /// line it could read had read all 20 million (99 MB, and growing), however fast the
    /// machine.
    @Test func aFloodOfLinesWaitsInThePipeNotInMemory() async throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("flood-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: output) }
        let (shell, _, _) = try await startShell("head -c 20000000 /dev/zero | tr '\\0' '\\n' | \(game) > '\(output.path)'")

        // After two names, each empty line gets a hint of 40 bytes.
        let hint = "Unknown command. Type \"start\", or quit:\n"
        try await waitUntil("the game has handled 100,000 lines") {
            // The shell may not have created the file yet.
            let size = (try? FileManager.default.attributesOfItem(atPath: output.path))?[.size] as? Int ?? 0
            return size > 100_000 * hint.utf8.count
        }
        let (game, peak) = try peakMemoryOfTheGame(runBy: shell)
        // Ending the game ends the pipeline feeding it.
        kill(game, SIGTERM)
        try await shell.waitForExit()

        #expect(peak < 60_000, "peak resident memory \(peak) kB")
    }

    /// Each line cost switches between threads (a semaphore, and a hop off the main actor for
    /// each line taken): 47,000 voluntary context switches for 20,000 lines, about 45 µs a line.
    /// In batches, a flood of lines costs a few switches per batch.
    @Test func aFloodOfRefusedLinesCostsNoThreadSwitchPerLine() async throws {
        let lines = 20_000
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("flood-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: output) }
        // The game waits for more input at the end, so that its threads can be looked at.
        let (shell, _, _) = try await startShell("{ yes '' | head -\(lines); exec sleep 600; } | \(game) > '\(output.path)'")

        // After two names, each empty line on the start screen gets a hint.
        var hints = 0
        try? await waitUntil("the game has handled every line") {
            let printed = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
            hints = printed.split(separator: "\n").count { $0.hasPrefix("Unknown command.") }
            return hints == lines - 2
        }
        let (game, _) = try peakMemoryOfTheGame(runBy: shell)
        let switches = try voluntaryContextSwitches(of: game)
        // The game and the sleep that keeps its input open.
        let shellID = shell.processIdentifier
        let children = try String(contentsOfFile: "/proc/\(shellID)/task/\(shellID)/children", encoding: .utf8)
        children.split(separator: " ").compactMap { Int32($0) }.forEach { kill($0, SIGKILL) }
        try await shell.waitForExit()

        #expect(hints == lines - 2)
        #expect(switches < lines / 10, "\(switches) voluntary context switches for \(lines) lines")
    }

    /// The voluntary context switches of all of `process`'s threads so far.
    private func voluntaryContextSwitches(of process: Int32) throws -> Int {
        try FileManager.default.contentsOfDirectory(atPath: "/proc/\(process)/task").reduce(0) { sum, thread in
            let status = try String(contentsOfFile: "/proc/\(process)/task/\(thread)/status", encoding: .utf8)
            let line = status.split(separator: "\n").first { $0.hasPrefix("voluntary_ctxt_switches:") }
            return sum + (line.flatMap { Int($0.split(separator: "\t").last ?? "") } ?? 0)
        }
    }

    @Test func sigquitEndsAPlainGameWaitingForInput() async throws {
        let (process, input, output) = try await startPlainGame()
        // Read (on a thread of the collector's own) until the game asks for the first name:
        // then it waits for input.
        let printed = PipeCollector(output)
        try await waitUntil("the game asks for player 1's name") {
            printed.text.contains("Type Player 1 name")
        }

        kill(process.processIdentifier, SIGQUIT)
        try? await waitUntil("the game has ended") { !process.isRunning }

        #expect(!process.isRunning)
        if !process.isRunning {
            #expect(process.terminationReason == .uncaughtSignal)
            #expect(process.terminationStatus == SIGQUIT)
        } else {
            process.interrupt()
        }
        try input.close()
    }

    /// Some supervisors and editors hand the game a pipe whose reading end is non-blocking: a
    /// read with nothing there yet fails with `EAGAIN`, which is not the end of input.
    @Test func aNonBlockingInputIsWaitedOnNotTakenForItsEnd() async throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("non-blocking-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: output) }
        let input = try SpawnedProcess.makePipe()
        _ = fcntl(input.readEnd, F_SETFL, fcntl(input.readEnd, F_GETFL) | O_NONBLOCK)
        let game = try SpawnedProcess(TicTacToeBinary.url.path, ["--plain"], environment: stateHome.environment.mapValues { $0 },
                                      standardInput: .descriptor(input.readEnd), standardOutput: .file(output))
        close(input.readEnd)

        // Nothing comes until the game has asked for a name, so its first read finds nothing.
        try await waitUntil("the game asks for player 1's name") {
            (try? String(contentsOf: output, encoding: .utf8))?.contains("Type Player 1 name") == true
        }
        let moves = Array("Alice\nBob\nstart\n1\n4\n2\n5\n3\n\nquit\n".utf8)
        #expect(moves.withUnsafeBytes { write(input.writeEnd, $0.baseAddress, $0.count) } == moves.count)
        close(input.writeEnd)
        let ended = try await game.wait(atMost: SpawnedProcess.patience, "It printed: \(Self.tail(of: output))")

        #expect(ended.exitStatus == 0, "\(ended)")
        #expect(try String(contentsOf: output, encoding: .utf8).contains("Alice won! (top row)"))
    }

    /// A non-blocking standard output that is full fails a write with `EAGAIN`: the game waits
    /// until the reader makes room, rather than giving up on its output.
    @Test func aFullNonBlockingOutputIsWaitedOn() async throws {
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("lines-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: input) }
        // Two names, then 20,000 lines that each get a hint of 40 bytes: far more than a pipe holds.
        try Data(("Alice\nBob\n" + String(repeating: "x\n", count: 20_000) + "quit\n").utf8).write(to: input)
        let output = try SpawnedProcess.makePipe()
        _ = fcntl(output.writeEnd, F_SETFL, fcntl(output.writeEnd, F_GETFL) | O_NONBLOCK)
        let game = try SpawnedProcess(TicTacToeBinary.url.path, ["--plain"], environment: stateHome.environment.mapValues { $0 },
                                      standardInput: .file(input), standardOutput: .descriptor(output.writeEnd))
        close(output.writeEnd)

        // Read nothing until the pipe is full (64 KB, less one page at most), so the game's
        // writes meet EAGAIN.
        try await waitUntil("the pipe is full") {
            var waiting: Int32 = 0
            _ = ioctl(output.readEnd, UInt(FIONREAD), &waiting)
            return waiting >= 60 * 1024
        }
        let collected = PipeCollector(reading: FileHandle(fileDescriptor: output.readEnd, closeOnDealloc: true))
        let ended = try await game.wait(atMost: SpawnedProcess.patience, "It printed: \(collected.text.suffix(2_000))")
        let printed = try await collected.wholeText()

        #expect(ended.exitStatus == 0, "\(ended)")
        #expect(printed.split(separator: "\n").count { $0.hasPrefix("Unknown command.") } == 20_000)
    }

    /// Runs `command`, which sends its standard output elsewhere, in `sh`, and returns its
    /// standard error and status.
    private func shell(_ command: String) async throws -> (errors: String, status: Int32) {
        let (shell, _, errors) = try await startShell(command)
        let collected = PipeCollector(errors)
        try await shell.waitForExit(atMost: SpawnedProcess.patience, "It printed: \(collected.text)")
        return (try await collected.wholeText(), shell.terminationStatus)
    }

    @Test func aReaderThatLeavesEarlyGetsAMessageAndStatusOneNotASilentSignal() async throws {
        let run = try await shell("(yes start | head -n 20000 | \(game); echo \"STATUS=$?\" >&2) | head -n 1 > /dev/null")

        #expect(run.errors.contains("tictactoe: cannot write to standard output: Broken pipe"), "\(run.errors)")
        #expect(run.errors.contains("STATUS=1"), "\(run.errors)")
    }

    /// Runs the game with `arguments`, standard input empty, standard output a pipe whose
    /// reader is gone before the game starts, and standard error as `standardError` says.
    ///
    /// - Returns: How the game ended, and what it wrote to standard error, if it went to a file.
    private func runWritingToAPipeWithoutReader(_ arguments: [String], standardError: UnwritableStandardError?) async throws
        -> (ended: SpawnedProcess.Termination, errors: String) {
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("errors-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: errors) }
        let output = try SpawnedProcess.makePipe()
        close(output.readEnd)
        let errorStream: SpawnedProcess.Stream = switch standardError {
        case nil: .file(errors)
        case .full: .file(URL(fileURLWithPath: "/dev/full"))
        case .closed: .closed
        case .theSamePipe: .descriptor(1)
        }
        let game = try SpawnedProcess(TicTacToeBinary.url.path, arguments, environment: stateHome.environment.mapValues { $0 },
                                      standardOutput: .descriptor(output.writeEnd), standardError: errorStream)
        close(output.writeEnd)
        let ended = try await game.wait(atMost: SpawnedProcess.patience, "Its errors: \(Self.tail(of: errors))")
        return (ended, (try? String(contentsOf: errors, encoding: .utf8)) ?? "")
    }

    @Test func helpIntoAPipeWhoseReaderLeftIsAFailureWithAMessageNotASilentSignal() async throws {
        let run = try await runWritingToAPipeWithoutReader(["--help"], standardError: nil)

        #expect(run.errors.contains("tictactoe: cannot write to standard output: Broken pipe"), "\(run.errors)")
        #expect(run.ended.exitStatus == 1, "\(run.ended)")
    }

    /// A standard error the game cannot write to.
    enum UnwritableStandardError: CaseIterable, Sendable {
        /// `/dev/full`.
        case full
        /// Closed.
        case closed
        /// The pipe of standard output, whose reader is gone.
        case theSamePipe
    }

    @Test(arguments: UnwritableStandardError.allCases)
    func anErrorThatCannotBeWrittenStillEndsWithItsStatusNotACrash(standardError: UnwritableStandardError) async throws {
        let run = try await runWritingToAPipeWithoutReader(["--open", "ribs-training://launchGame?gameId=chess"],
                                                     standardError: standardError)

        #expect(run.ended.exitStatus == 64, "\(run.ended)")
    }

    @Test func helpThatCannotBeWrittenIsAFailure() async throws {
        let run = try await shell("'\(TicTacToeBinary.url.path)' --help > /dev/full")

        #expect(run.status == 1)
        #expect(run.errors.hasPrefix("tictactoe: cannot write to standard output: "))
    }
}
