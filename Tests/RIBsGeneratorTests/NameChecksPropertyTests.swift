import Foundation
import PropertyBased
@testable import RIBsGenerator
import RIBsGeneratorTestSupport
import Testing

/// The generator's name checks on random text, hostile and plain: they never crash, accept
/// only what makes Swift type and module names, and answer everything else with a message
/// that holds no control character and stays within its bounds.
@Suite(.timeLimit(.minutes(10)))
struct NameChecksPropertyTests {

    @Test func ribNamesAreAcceptedOnlyAsUpperCamelCaseIdentifiers() async {
        await propertyCheck(count: 1_000, input: Self.text) { text in
            do throws(NameError) {
                let name = try RIBName(text)
                #expect(name.typeName == text)
                #expect(text.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0) })
                #expect(text.unicodeScalars.first.map { ("A"..."Z").contains($0) } == true)
            } catch {
                Self.expectSafeAndBounded(error.description, showing: text)
            }
        }
    }

    @Test func moduleNamesAreAcceptedOnlyAsIdentifiers() async {
        await propertyCheck(count: 1_000, input: Self.text) { text in
            do throws(NameError) {
                let module = try ModuleName(text)
                #expect(module.name == text)
                #expect(text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") })
            } catch {
                Self.expectSafeAndBounded(error.description, showing: text)
            }
        }
    }

    @Test func quotedTextIsSafeAndBoundedAndUnchangedWhenItCanBe() async {
        await propertyCheck(count: 1_000, input: Self.text, Gen.int(in: 1...100)) { text, limit in
            let quoted = DisplayText.quoted(text, limit: limit)

            #expect(!quoted.unicodeScalars.contains(where: Self.isControlOrFormat))
            #expect(quoted.unicodeScalars.count <= 2 + 1 + limit * Self.longestEscape)
            if text.unicodeScalars.count <= limit, text.unicodeScalars.allSatisfy(DisplayText.isSafe) {
                #expect(quoted == "'\(text)'")
            }
        }
    }

    @Test func pathsInWriteErrorsAreSafeAndBounded() async {
        await propertyCheck(count: 1_000, input: Self.text) { path in
            for error in [WriteError.cannotWrite(path: path, reason: "File exists"), .filesExist(paths: [path, path]),
                          .fileNameTooLong(path: path, limit: 255), .cannotCreateFolder(path: path, reason: "\(DisplayText.quoted(path, limit: WriteError.pathLimit)) is a file")] {
                #expect(!error.description.unicodeScalars.contains { $0 != "\n" && Self.isControlOrFormat($0) })
                #expect(error.description.unicodeScalars.count <= 200 + 2 * (WriteError.pathLimit + 3) * Self.longestEscape)
            }
        }
    }

    /// The built `ribs` with random names: it writes (in a dry run) or refuses, and what it
    /// prints on standard error holds no control character but line breaks.
    @Test func ribsAnswersRandomNamesSafely() async throws {
        let folder = try TemporaryFolder()
        await propertyCheck(count: 60, input: Self.text.filter { !$0.unicodeScalars.contains("\0") }) { name in
            let run = try await CommandRun.run(BuiltProducts.ribs, ["new", name, "--dry-run", "-o", folder.path])

            #expect(!run.endedBySignal)
            #expect(run.status == 0 || run.status == 64)
            #expect(!run.standardError.unicodeScalars.contains { $0 != "\n" && Self.isControlOrFormat($0) })
            #expect(run.standardError.unicodeScalars.count <= 2_500)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        }
    }

    // MARK: - Private

    /// The longest escape: `\u{10FFFF}`.
    private static let longestEscape = 10

    /// Scalars of every kind that trouble terminals and naive code, and letters and digits,
    /// so that some of the text makes valid names.
    private static let scalar = Gen<Unicode.Scalar>.oneOf(
        Gen.unicodeScalar(in: "\u{0}"..."\u{7F}"),         // ASCII, C0 controls and DEL included
        Gen.unicodeScalar(in: "\u{80}"..."\u{9F}"),        // C1 controls
        Gen.unicodeScalar(in: "\u{300}"..."\u{36F}"),      // combining marks
        Gen.unicodeScalar(in: "\u{2000}"..."\u{206F}"),    // spaces, joiners, bidirectional overrides, separators
        Gen.unicodeScalar(in: "\u{A0}"..."\u{D7FF}"),      // the rest of the BMP before the surrogates
        Gen.unicodeScalar(in: "\u{E000}"..."\u{10FFFF}"),  // private use, emoji, unassigned
        Gen.unicodeScalar(in: "A"..."Z"),
        Gen.unicodeScalar(in: "a"..."z"),
        Gen.unicodeScalar(in: "0"..."9")
    )

    /// Random text: short, or up to a thousand scalars.
    private static let text = Gen<[Unicode.Scalar]>.oneOf(
        scalar.array(of: 0...12),
        scalar.array(of: 0...1_000)
    ).map { String(String.UnicodeScalarView($0)) }

    private static func isControlOrFormat(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }

    /// `message` holds no control or format character, is of bounded length, and quotes
    /// `text` unchanged when `text` is short and harmless.
    private static func expectSafeAndBounded(_ message: String, showing text: String) {
        #expect(!message.unicodeScalars.contains(where: isControlOrFormat))
        #expect(message.unicodeScalars.count <= 200 + (DisplayText.nameLimit + 8) * longestEscape)
        if !text.isEmpty, text.unicodeScalars.count <= DisplayText.nameLimit, text.unicodeScalars.allSatisfy(DisplayText.isSafe) {
            #expect(message.contains("'\(text)'"))
        }
    }
}
