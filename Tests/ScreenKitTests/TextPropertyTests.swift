import PropertyBased
import ScreenKit
import Testing

/// Random text, heavy in what breaks displays (escape sequences, C1 controls, joiners,
/// selectors, marks, flags, wide characters): cleaning and measuring never crash and keep
/// their bounds.
struct TextPropertyTests {

    /// Scalars chosen to meet the rules' edge cases often.
    private static let awkward: [Unicode.Scalar] = [
        "\u{1B}", "[", "]", "\u{7}", "\\", "\u{9B}", "\u{9D}", "\u{9C}", "\u{90}", "\u{8F}", "\u{0}", "\u{7F}", "\n",
        "\u{200D}", "\u{200C}", "\u{200B}", "\u{FE0F}", "\u{FE0E}", "\u{20E3}", "\u{301}", "\u{AD}", "\u{202E}",
        "\u{1F1E6}", "\u{1F1EB}", "\u{1F3F3}", "\u{1F308}", "\u{1F44D}", "\u{1F3FD}", "\u{1F389}", "\u{2764}",
        "\u{674E}", "\u{1100}", "\u{1161}", "\u{11A8}", "\u{915}", "\u{94D}", "\u{937}", "\u{940}", "\u{E0067}",
        "#", "1", "a", " ",
    ]

    /// Random text: each number picks an awkward scalar, an ASCII one, any scalar, or a
    /// combining mark.
    static let text = Gen<UInt32>.value(in: 0...0x10FFFF).array(of: 0...120).map { numbers in
        var scalars = String.UnicodeScalarView()
        for number in numbers {
            switch number % 4 {
            case 0: scalars.append(awkward[Int(number / 4) % awkward.count])
            case 1: scalars.append(Unicode.Scalar(UInt8(number / 4 % 128)))
            case 2: scalars.append(Unicode.Scalar(number) ?? "?")
            default: scalars.append(Unicode.Scalar(0x300 + number / 4 % 0x70) ?? "?")
            }
        }
        return String(scalars)
    }

    @Test func fieldTextKeepsItsBoundsAndNothingThatChangesADisplay() async {
        await propertyCheck(count: 500, input: Self.text, Gen.int(in: 0...30)) { text, width in
            let cleaned = text.fieldText(fittingWidth: width)

            #expect(cleaned.displayWidth <= width)
            #expect(cleaned.count <= width)
            for character in cleaned {
                #expect(character.unicodeScalars.count <= FieldText.maxScalarsPerCharacter)
                #expect(DisplayWidth.of(character) >= 1)
            }
            for scalar in cleaned.unicodeScalars {
                #expect(scalar.properties.generalCategory != .control, "\(scalar.value)")
                #expect(scalar.properties.generalCategory != .format || scalar == "\u{200C}", "\(scalar.value)")
                #expect(!["\u{200D}", "\u{FE0E}", "\u{FE0F}"].contains(scalar))
            }
        }
    }

    @Test func fieldTextIsStableAndTypingMatchesCleaningTheWhole() async {
        await propertyCheck(count: 300, input: Self.text, Gen.int(in: 0...30)) { text, width in
            let cleaned = text.fieldText(fittingWidth: width)
            #expect(cleaned.fieldText(fittingWidth: width) == cleaned)

            var typed = ""
            for character in text {
                typed = FieldText.appending(character, to: typed, fittingWidth: width) ?? typed
            }
            #expect(typed.displayWidth <= width)
            #expect(typed.fieldText(fittingWidth: width) == typed)
        }
    }

    @Test func displayableLeavesNoControlCharacters() async {
        await propertyCheck(count: 500, input: Self.text) { text in
            for scalar in text.displayable.unicodeScalars {
                #expect(scalar.properties.generalCategory != .control, "\(scalar.value)")
            }
        }
    }

    @Test func widthsAddUpScalarByScalar() async {
        await propertyCheck(count: 500, input: Self.text) { text in
            let byCharacter = text.reduce(0) { $0 + DisplayWidth.of($1) }
            let byScalar = text.unicodeScalars.reduce(0) { $0 + DisplayWidth.of($1) }

            #expect(text.displayWidth == byCharacter)
            #expect(text.displayWidth == byScalar)
            for character in text {
                #expect((0...(2 * character.unicodeScalars.count)).contains(DisplayWidth.of(character)))
            }
            #expect(DisplayWidth.of(text.prefix(fittingWidth: 10)) <= 10)
        }
    }
}
