import ScreenKit
import Testing

/// What a text field keeps of what is typed or pasted.
struct FieldTextTests {

    @Test func escapeSequencesAndControlsGoBeforeTheTextIsCut() {
        #expect("\u{1B}[31mAli\u{7}ce\u{1B}]0;x\u{7}Bob".fieldText(fittingWidth: 6) == "AliceB")
    }

    @Test func eightBitControlSequencesGoWhole() {
        #expect("A\u{9B}31mB\u{9D}0;title\u{9C}C\u{90}q\u{9C}D".fieldText(fittingWidth: 20) == "ABCD")
        #expect("A\u{9B}31mB".displayable == "AB")
    }

    @Test func aCharacterKeepsAtMostItsShareOfCombiningMarks() {
        let marks = String(repeating: "\u{301}", count: 20_000)

        let text = ("Z" + marks + "a").fieldText(fittingWidth: 20)

        #expect(text.count == 2)
        #expect(text.unicodeScalars.count == FieldText.maxScalarsPerCharacter + 1)
        #expect(text.hasSuffix("a"))
    }

    @Test func markersTerminalsDisagreeOnAreLeftOut() {
        // Joiners and presentation selectors go; the sequences fall apart into what they join.
        #expect("🏳️‍🌈".fieldText(fittingWidth: 20).unicodeScalars.map(\.value) == [0x1F3F3, 0x1F308])
        #expect("❤️1️⃣".fieldText(fittingWidth: 20) == "❤1\u{20E3}")
        #expect("👨‍👩‍👧".fieldText(fittingWidth: 20).count == 3)
    }

    @Test func charactersThatTakeNoColumnAreLeftOut() {
        #expect("\u{301}\u{302}a".fieldText(fittingWidth: 20) == "a")
    }

    @Test func wideCharactersAndFlagsCountTheirColumns() {
        #expect("李小龍王".fieldText(fittingWidth: 6) == "李小龍")
        #expect("🇫🇷🇩🇪🇦".fieldText(fittingWidth: 5) == "🇫🇷🇩🇪🇦")
        #expect("👍🏽👍🏽".fieldText(fittingWidth: 5) == "👍🏽")
        // The skin tone would take the second hand past the width: it stays bare.
        #expect("👍🏽👍🏽".fieldText(fittingWidth: 6) == "👍🏽👍")
    }

    @Test func typingAtTheEndCleansAsCleaningTheWholeDoes() {
        var text = ""
        for character in "Zoe\u{301}李❤️\u{1}🇫🇷xy" {
            text = FieldText.appending(character, to: text, fittingWidth: 9) ?? text
        }

        #expect(text == "Zoe\u{301}李❤️\u{1}🇫🇷xy".fieldText(fittingWidth: 9))
        #expect(text == "Zoé李❤🇫🇷x")
        #expect(FieldText.appending("z", to: text, fittingWidth: 9) == nil)
    }
}
