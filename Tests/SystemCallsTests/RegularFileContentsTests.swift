#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import SystemCalls
import Testing

/// How ``FileSystem/contentsOfRegularFile(at:byteLimit:)`` reads: a regular file up to its
/// limit and one byte more, and anything else refused at once, unopened.
@Suite(.timeLimit(.minutes(1)))
final class RegularFileContentsTests {

    /// A folder of the test's own, removed with it.
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("regular-file-\(UUID().uuidString)").path

    init() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: folder)
    }

    @Test func aRegularFileIsReadWhole() throws {
        let path = try file("saved", holding: "hello")

        #expect(try FileSystem.contentsOfRegularFile(at: path, byteLimit: 5) == Array("hello".utf8))
    }

    @Test func aLargerFileGivesOneByteMoreThanTheLimitAndNoMore() throws {
        let path = try file("large", holding: String(repeating: "x", count: 200_000))

        #expect(try FileSystem.contentsOfRegularFile(at: path, byteLimit: 10).count == 11)
        #expect(try FileSystem.contentsOfRegularFile(at: path, byteLimit: 100_000).count == 100_001)
    }

    @Test func aSymbolicLinkToAFileIsFollowed() throws {
        let path = try file("saved", holding: "hello")
        let link = folder + "/link"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: path)

        #expect(try FileSystem.contentsOfRegularFile(at: link, byteLimit: 100) == Array("hello".utf8))
    }

    @Test func nothingThereIsMissing() throws {
        let underAFile = try file("saved", holding: "") + "/inside"
        let dangling = folder + "/dangling"
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: folder + "/nowhere")

        for path in [folder + "/nothing", underAFile, dangling] {
            #expect(throws: RegularFileError.missing, "\(path)") {
                try FileSystem.contentsOfRegularFile(at: path, byteLimit: 100)
            }
        }
    }

    @Test func aNamedPipeIsRefusedAtOnceWithoutAWriter() throws {
        let pipe = folder + "/pipe"
        try #require(mkfifo(pipe, 0o600) == 0)
        let link = folder + "/link-to-pipe"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: pipe)

        for path in [pipe, link] {
            // Opening the pipe for reading would wait here, for a writer that never comes.
            #expect(throws: RegularFileError.notARegularFile(.namedPipe), "\(path)") {
                try FileSystem.contentsOfRegularFile(at: path, byteLimit: 100)
            }
        }
    }

    @Test func aDeviceThatNeverEndsAndAFolderAreRefused() throws {
        let link = folder + "/link-to-zero"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/zero")

        for path in ["/dev/zero", link] {
            #expect(throws: RegularFileError.notARegularFile(.characterDevice), "\(path)") {
                try FileSystem.contentsOfRegularFile(at: path, byteLimit: 100)
            }
        }
        #expect(throws: RegularFileError.notARegularFile(.folder)) {
            try FileSystem.contentsOfRegularFile(at: folder, byteLimit: 100)
        }
        #expect(RegularFileError.Kind.namedPipe.description == "a named pipe (FIFO)")
    }

    // MARK: - Private

    /// A file named `name` in the test's folder, holding `text`.
    private func file(_ name: String, holding text: String) throws -> String {
        let path = folder + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }
}
