@testable import RIBsGenerator
import Testing

/// The templates' text, checked against the golden files under `Golden/`.
struct GoldenTests {

    @Test(arguments: GoldenCase.all + [GoldenCase.app, GoldenCase.webApp])
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

    /// The name check refuses names whose types would clash with RIBs' only if it knows every
    /// suffix the templates use.
    @Test(arguments: GoldenCase.all)
    func everyDeclaredTypeIsARIBNameWithAKnownSuffix(_ goldenCase: GoldenCase) throws {
        let ribNames = ["OffGame", "LoggedIn", "Root"]
        var declaredTypeCount = 0
        for file in try goldenCase.render() {
            for line in file.contents.split(separator: "\n") where !line.drop(while: { $0 == " " }).hasPrefix("//") {
                let words = line.split(separator: " ")
                guard let keyword = words.firstIndex(where: { ["class", "protocol", "struct"].contains($0) }),
                      keyword + 1 < words.count else {
                    continue
                }
                let typeName = words[keyword + 1].prefix { $0.isLetter || $0.isNumber }
                declaredTypeCount += 1
                let suffix = ribNames.first(where: typeName.hasPrefix).map { typeName.dropFirst($0.count) }
                #expect(suffix.map { RIBName.generatedTypeSuffixes.contains(String($0)) } == true, "\(typeName) in \(file.name)")
            }
        }
        // Only the component extension declares no type of its own.
        #expect(declaredTypeCount > 0 || goldenCase.folder.hasPrefix("Extension"))
    }

    @Test(arguments: GoldenCase.all + [GoldenCase.app, GoldenCase.webApp])
    func everyFileEndsWithOneNewline(_ goldenCase: GoldenCase) throws {
        for file in try goldenCase.render() {
            #expect(file.contents.hasSuffix("\n") && !file.contents.hasSuffix("\n\n"), "\(file.name)")
            #expect(!file.contents.contains(" \n"), "\(file.name) has trailing spaces")
        }
    }
}
