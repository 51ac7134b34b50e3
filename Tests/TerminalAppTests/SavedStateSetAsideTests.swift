#if canImport(Glibc)
import Glibc
#endif
import Foundation
import ProcessTestSupport
import Testing

/// What the terminal host keeps of a save it cannot use, wholly or in part, through the
/// counter's real binary in plain mode: the file is kept as `saved-state.json.unreadable`
/// before anything saves over it, and what is not a regular file is refused unopened.
@Suite(.timeLimit(.minutes(10)))
struct SavedStateSetAsideTests {

    private let stateHome = StateHome()

    @Test(arguments: [SavedPathKind.namedPipe, .linkToANamedPipe, .linkToDevZero, .folder])
    func whatIsNotARegularFileIsRefusedUnopenedAndSetAside(_ kind: SavedPathKind) async throws {
        let path = stateHome.counterSave.path
        try FileManager.default.createDirectory(at: stateHome.counterSave.deletingLastPathComponent(), withIntermediateDirectories: true)
        try kind.place(at: path, in: stateHome.url.path)

        // With no writer on the pipe, a run that opened it would wait until the test's deadline.
        let run = try await CounterBinary.run(arguments: ["--plain", "--resume"], input: "add\nquit\n", stateHome: stateHome)

        #expect(run.exitStatus == 0)
        #expect(run.standardError == """
            TerminalAppCounter: \(path) is \(kind.description), not a regular file, so it was not opened; it is not a saved \
            state of this app. It was kept as \(path).unreadable. Starting afresh.

            """)
        #expect(run.firstScreen?.contains("Count: 0") == true, "\(run.standardOutput)")
        #expect(Self.fileType(atPath: path + ".unreadable") == kind.fileType)
        #expect(try Data(contentsOf: stateHome.counterSave) == Data(#"{"appVersion":1,"format":"RIBs saved tree","formatVersion":1,"root":{"state":1}}"#.utf8))
    }

    @Test func aSaveRestoredOnlyInPartIsKeptAsItWasBeforeItIsSavedOver() async throws {
        let original = Data(#"{"format":"RIBs saved tree","formatVersion":1,"appVersion":1,"root":{"state":"two"}}"#.utf8)
        try stateHome.placeCounterSave(original)

        let run = try await CounterBinary.run(arguments: ["--plain", "--resume"], input: "add\nquit\n", stateHome: stateHome)

        let path = stateHome.counterSave.path
        #expect(run.exitStatus == 0)
        #expect(run.standardError.hasPrefix("TerminalAppCounter: Part of the saved state was not restored. "), "\(run.standardError)")
        #expect(run.standardError.hasSuffix("\nTerminalAppCounter: The saved state as it was is kept as \(path).unreadable.\n"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path + ".unreadable")) == original)
        #expect(try Data(contentsOf: stateHome.counterSave) != original)
    }

    @Test func aSaveRestoredOnlyInPartThatCannotBeKeptIsNotSavedOver() async throws {
        let original = Data(#"{"format":"RIBs saved tree","formatVersion":1,"appVersion":1,"root":{"state":"two"}}"#.utf8)
        try stateHome.placeCounterSave(original)
        try Self.placeFolderInTheWay(at: stateHome.counterSave.path + ".unreadable")

        let run = try await CounterBinary.run(arguments: ["--plain", "--resume"], input: "add\nquit\n", stateHome: stateHome)

        #expect(run.exitStatus == 0)
        #expect(run.standardError.hasSuffix("""
            TerminalAppCounter: Cannot save to \(stateHome.counterSave.path).unreadable: Is a directory. The app's state will not \
            be saved, so that the saved state stays as it was.

            """), "\(run.standardError)")
        #expect(run.standardOutput.contains("Count: 1"))
        #expect(try Data(contentsOf: stateHome.counterSave) == original)
    }

    @Test func anUnusableSaveThatCannotBeSetAsideIsNotSavedOver() async throws {
        try stateHome.placeCounterSave(Data("not json".utf8))
        try Self.placeFolderInTheWay(at: stateHome.counterSave.path + ".unreadable")

        let run = try await CounterBinary.run(arguments: ["--plain"], input: "add\nquit\n", stateHome: stateHome)

        #expect(run.exitStatus == 0)
        #expect(run.standardError.hasSuffix("""
            Starting afresh; the app's state will not be saved, so that the file stays as it was.

            """), "\(run.standardError)")
        #expect(run.standardOutput.contains("Count: 1"))
        #expect(try String(contentsOf: stateHome.counterSave, encoding: .utf8) == "not json")
        #expect(FileManager.default.fileExists(atPath: stateHome.counterSave.path + ".unreadable/kept"))
    }

    // MARK: - Private

    /// The type of the directory entry `path` (`S_IFIFO`, `S_IFLNK`, ...), not following a link.
    private static func fileType(atPath path: String) -> mode_t? {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : nil
    }

    /// A folder that holds something where the save would be set aside.
    private static func placeFolderInTheWay(at path: String) throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: path + "/kept"))
    }
}

/// What takes the saved file's name in a test.
enum SavedPathKind: String, CustomStringConvertible, CaseIterable, Sendable {
    case namedPipe
    case linkToANamedPipe
    case linkToDevZero
    case folder

    /// What the refusal calls it.
    var description: String {
        switch self {
        case .namedPipe, .linkToANamedPipe: "a named pipe (FIFO)"
        case .linkToDevZero: "a character device"
        case .folder: "a folder"
        }
    }

    /// Puts it at `path`; a pipe a link points to goes in `folder`.
    func place(at path: String, in folder: String) throws {
        switch self {
        case .namedPipe:
            try #require(mkfifo(path, 0o600) == 0)
        case .linkToANamedPipe, .linkToDevZero:
            let destination = try #require(linkDestination(in: folder))
            if self == .linkToANamedPipe {
                try #require(mkfifo(destination, 0o600) == 0)
            }
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: destination)
        case .folder:
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        }
    }

    /// The type of the entry itself, as `lstat` gives it.
    var fileType: mode_t {
        switch self {
        case .namedPipe: S_IFIFO
        case .linkToANamedPipe, .linkToDevZero: S_IFLNK
        case .folder: S_IFDIR
        }
    }

    /// Where the link points, for a link.
    func linkDestination(in folder: String) -> String? {
        switch self {
        case .linkToANamedPipe: folder + "/pipe"
        case .linkToDevZero: "/dev/zero"
        case .namedPipe, .folder: nil
        }
    }
}
