import Foundation
@testable import RIBsGenerator
import RIBsGeneratorTestSupport
import Testing

/// Output paths as users type them, and what can sit at a generated file's name.
struct FileWriterPathTests {

    private let temporaryFolder: TemporaryFolder
    private let files = [
        GeneratedFile(name: "ExampleBuilder.swift", contents: "builder\n"),
        GeneratedFile(name: "ExampleRouter.swift", contents: "router\n"),
    ]

    init() throws {
        temporaryFolder = try TemporaryFolder()
    }

    /// `mkdir -p` accepts `.` and `..` in a path whose folders are missing; so does the writer,
    /// and it plans to create only the real folders.
    @Test(arguments: [
        ("n2/.", ["n2"], "n2"),
        ("n3/./sub", ["n3", "n3/./sub"], "n3/sub"),
        ("n4/sub/..", ["n4", "n4/sub"], "n4"),
        ("n5//a/", ["n5", "n5/a"], "n5/a"),
    ])
    func acceptsDotComponentsInMissingFolders(_ output: String, _ created: [String], _ filesFolder: String) throws {
        let base = temporaryFolder.path + "/"

        let plan = try FileWriter.plan(files, inFolder: base + output, overwrite: false)
        try FileWriter.write(plan)

        #expect(plan.foldersToCreate == created.map { base + $0 })
        for file in files {
            #expect(try String(contentsOfFile: base + filesFolder + "/" + file.name, encoding: .utf8) == file.contents)
        }
    }

    /// A symbolic link at a file's name is an existing file, whether it points nowhere, at
    /// itself, or at a file.
    @Test(arguments: ["/nonexistent/target", "ExampleRouter.swift", "../outside.swift"])
    func refusesASymbolicLinkAtAFilesName(_ destination: String) throws {
        let link = temporaryFolder.path + "/ExampleRouter.swift"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: destination)

        #expect(throws: WriteError.filesExist(paths: [link])) {
            try FileWriter.plan(files, inFolder: temporaryFolder.path, overwrite: false)
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == destination)
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporaryFolder.path) == ["ExampleRouter.swift"])
    }

    /// A symbolic link that appears at a file's name after planning is not replaced either.
    @Test func refusesASymbolicLinkThatAppearedAfterPlanning() throws {
        let plan = try FileWriter.plan(files, inFolder: temporaryFolder.path, overwrite: false)
        let link = temporaryFolder.path + "/ExampleRouter.swift"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/nonexistent/target")

        #expect(throws: WriteError.filesExist(paths: [link])) {
            try FileWriter.write(plan)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporaryFolder.path) == ["ExampleRouter.swift"])
    }

    /// The temporary names are short: a file whose own name just fits is written; one byte
    /// more is refused before anything is written, with the reason.
    @Test func writesNamesThatFitAndRefusesLongerOnes() throws {
        let fits = GeneratedFile(name: String(repeating: "A", count: 249) + ".swift", contents: "\n")
        let tooLong = GeneratedFile(name: String(repeating: "A", count: 250) + ".swift", contents: "\n")

        try FileWriter.write(FileWriter.plan([fits], inFolder: temporaryFolder.path, overwrite: false))

        #expect(throws: WriteError.fileNameTooLong(path: temporaryFolder.path + "/" + tooLong.name, limit: 255)) {
            try FileWriter.plan([tooLong], inFolder: temporaryFolder.path, overwrite: false)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporaryFolder.path) == [fits.name])
    }

    @Test func aTooLongNameIsShownShortenedInTheMessage() {
        let path = "/tmp/" + String(repeating: "A", count: 1_000) + ".swift"

        let message = WriteError.fileNameTooLong(path: path, limit: 255).description

        #expect(message.hasPrefix("Cannot write '/tmp/AAA"))
        #expect(message.contains("…"))
        #expect(message.hasSuffix("AAA.swift': its name is longer than the 255 bytes this file system allows; choose a shorter name. Nothing was written."))
        #expect(message.count < 450)
    }
}
