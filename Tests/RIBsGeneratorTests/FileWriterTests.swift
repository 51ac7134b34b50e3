import Foundation
@testable import RIBsGenerator
import RIBsGeneratorTestSupport
import Testing

/// Writing generated files: all or nothing, never over existing files unasked.
struct FileWriterTests {

    private let temporaryFolder: TemporaryFolder
    private let files = [
        GeneratedFile(name: "ExampleBuilder.swift", contents: "builder\n"),
        GeneratedFile(name: "ExampleInteractor.swift", contents: "interactor\n"),
        GeneratedFile(name: "ExampleRouter.swift", contents: "router\n"),
    ]

    init() throws {
        temporaryFolder = try TemporaryFolder()
    }

    @Test func writesEveryFileIntoAMissingFolderAndItsMissingParents() throws {
        let folder = temporaryFolder.path + "/Sources/App/Example"

        try FileWriter.write(FileWriter.plan(files, inFolder: folder, overwrite: false))

        #expect(try contents(of: folder) == [
            "ExampleBuilder.swift": "builder\n",
            "ExampleInteractor.swift": "interactor\n",
            "ExampleRouter.swift": "router\n",
        ])
    }

    @Test func planningAloneWritesNothing() throws {
        let folder = temporaryFolder.path + "/Example"

        let plan = try FileWriter.plan(files, inFolder: folder, overwrite: false)

        #expect(plan.foldersToCreate == [folder])
        #expect(plan.entries.map(\.path) == files.map { "\(folder)/\($0.name)" })
        #expect(plan.entries.allSatisfy { !$0.replacesExistingFile })
        #expect(!FileManager.default.fileExists(atPath: folder))
    }

    @Test func refusesToReplaceExistingFilesAndWritesNoneOfThem() throws {
        let existing = temporaryFolder.path + "/ExampleRouter.swift"
        try "mine\n".write(toFile: existing, atomically: true, encoding: .utf8)

        #expect(throws: WriteError.filesExist(paths: [existing])) {
            try FileWriter.plan(files, inFolder: temporaryFolder.path, overwrite: false)
        }
        #expect(try contents(of: temporaryFolder.path) == ["ExampleRouter.swift": "mine\n"])
    }

    @Test func replacesExistingFilesWhenAsked() throws {
        try "mine\n".write(toFile: temporaryFolder.path + "/ExampleRouter.swift", atomically: true, encoding: .utf8)

        let plan = try FileWriter.plan(files, inFolder: temporaryFolder.path, overwrite: true)
        try FileWriter.write(plan)

        #expect(plan.entries.map(\.replacesExistingFile) == [false, false, true])
        // No temporary file or second name of the replaced file is left.
        #expect(try contents(of: temporaryFolder.path) == [
            "ExampleBuilder.swift": "builder\n",
            "ExampleInteractor.swift": "interactor\n",
            "ExampleRouter.swift": "router\n",
        ])
    }

    @Test func refusesAnOutputPathThatIsAFile() throws {
        let file = temporaryFolder.path + "/notes.txt"
        try "notes\n".write(toFile: file, atomically: true, encoding: .utf8)

        #expect(throws: WriteError.outputIsAFile(path: file)) {
            try FileWriter.plan(files, inFolder: file, overwrite: true)
        }
        #expect(try contents(of: temporaryFolder.path) == ["notes.txt": "notes\n"])
    }

    @Test func refusesAnOutputPathUnderAFile() throws {
        let file = temporaryFolder.path + "/notes.txt"
        try "notes\n".write(toFile: file, atomically: true, encoding: .utf8)

        #expect(throws: WriteError.cannotCreateFolder(path: file + "/Example", reason: "'\(file)' is a file")) {
            try FileWriter.plan(files, inFolder: file + "/Example", overwrite: false)
        }
        #expect(try contents(of: temporaryFolder.path) == ["notes.txt": "notes\n"])
    }

    @Test func refusesAFolderWhereAFileShouldGo() throws {
        let folderInTheWay = temporaryFolder.path + "/ExampleInteractor.swift"
        try FileManager.default.createDirectory(atPath: folderInTheWay, withIntermediateDirectories: false)

        #expect(throws: WriteError.destinationIsAFolder(path: folderInTheWay)) {
            try FileWriter.plan(files, inFolder: temporaryFolder.path, overwrite: true)
        }
    }

    /// The route that works as root too: a file name longer than the file system allows makes
    /// the last file fail to get its name after the first ones got theirs. (Planning refuses
    /// such names; this plan skips the check.)
    @Test func removesEverythingWhenPuttingAFileInPlaceFailsPartWay() throws {
        let folder = temporaryFolder.path + "/New/Example"
        let tooLong = GeneratedFile(name: String(repeating: "A", count: 300) + ".swift", contents: "\n")
        let entries = (files + [tooLong]).map { WritePlan.Entry(path: folder + "/" + $0.name, file: $0, replacesExistingFile: false) }
        let plan = WritePlan(folder: folder, foldersToCreate: [temporaryFolder.path + "/New", folder], entries: entries)

        #expect(throws: WriteError.cannotWrite(path: folder + "/" + tooLong.name, reason: "File name too long")) {
            try FileWriter.write(plan)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporaryFolder.path).isEmpty)
    }

    @Test func refusesFilesThatAppearedAfterPlanning() throws {
        let plan = try FileWriter.plan(files, inFolder: temporaryFolder.path, overwrite: false)
        try "mine\n".write(toFile: temporaryFolder.path + "/ExampleRouter.swift", atomically: true, encoding: .utf8)

        #expect(throws: WriteError.filesExist(paths: [temporaryFolder.path + "/ExampleRouter.swift"])) {
            try FileWriter.write(plan)
        }
        #expect(try contents(of: temporaryFolder.path) == ["ExampleRouter.swift": "mine\n"])
    }

    @Test func removesTheNewFilesWhenMovingOneIntoPlaceFails() throws {
        let builder = temporaryFolder.path + "/ExampleBuilder.swift"
        try "my builder\n".write(toFile: builder, atomically: true, encoding: .utf8)
        let plan = try FileWriter.plan(files, inFolder: temporaryFolder.path, overwrite: true)
        // After planning, a folder replaces the file to be replaced: only its move fails.
        try FileManager.default.removeItem(atPath: builder)
        try FileManager.default.createDirectory(atPath: builder + "/Keep", withIntermediateDirectories: true)

        #expect(throws: WriteError.cannotWrite(path: builder, reason: "Operation not permitted")) {
            try FileWriter.write(plan)
        }
        #expect(try contents(of: temporaryFolder.path).isEmpty)
    }

    @Test func restoresReplacedFilesWhenMovingOneIntoPlaceFailsAfterThem() throws {
        let builder = temporaryFolder.path + "/ExampleBuilder.swift"
        let router = temporaryFolder.path + "/ExampleRouter.swift"
        try "my builder\n".write(toFile: builder, atomically: true, encoding: .utf8)
        try "my router\n".write(toFile: router, atomically: true, encoding: .utf8)
        let plan = try FileWriter.plan(files, inFolder: temporaryFolder.path, overwrite: true)
        try FileManager.default.removeItem(atPath: router)
        try FileManager.default.createDirectory(atPath: router + "/Keep", withIntermediateDirectories: true)

        #expect(throws: WriteError.cannotWrite(path: router, reason: "Operation not permitted")) {
            try FileWriter.write(plan)
        }
        #expect(try contents(of: temporaryFolder.path) == ["ExampleBuilder.swift": "my builder\n"])
    }

    // MARK: - Private

    /// The files in `folder`, hidden ones included, by name; folders are left out.
    private func contents(of folder: String) throws -> [String: String] {
        var contents: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            var isFolder: ObjCBool = false
            let path = folder + "/" + name
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
                contents[name] = try String(contentsOfFile: path, encoding: .utf8)
            }
        }
        return contents
    }
}
