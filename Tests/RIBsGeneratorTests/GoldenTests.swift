@testable import RIBsGenerator
import Testing

/// The templates' text, checked against the golden files under `Golden/`.
struct GoldenTests {

    @Test(arguments: GoldenCase.all)
    func rendersTheGoldenFiles(_ goldenCase: GoldenCase) throws {
        let files = try goldenCase.render()
        let golden = GoldenFolder(name: goldenCase.folder)
        if GoldenFolder.isRecording {
            try golden.record(files.map { ($0.name, $0.contents) })
            return
        }
        #expect(files.map(\.name).sorted() == (try golden.fileNames()))
        for file in files {
            let expected = try golden.contents(of: file.name)
            #expect(file.contents == expected, "\(file.name): \(TextDifference(expected: expected, actual: file.contents))")
        }
    }

    @Test(arguments: GoldenCase.all)
    func everyFileEndsWithOneNewline(_ goldenCase: GoldenCase) throws {
        for file in try goldenCase.render() {
            #expect(file.contents.hasSuffix("}\n"), "\(file.name)")
            #expect(!file.contents.contains(" \n"), "\(file.name) has trailing spaces")
        }
    }
}
