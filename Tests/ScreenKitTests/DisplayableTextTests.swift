import ScreenKit
import Testing

/// Text as a display may show it: no escape sequences, control or format characters.
struct DisplayableTextTests {

    @Test(arguments: [
        ("\u{1B}[31mEve\u{1B}[0m", "Eve"),
        ("\u{1B}[38;2;255;0;0mRed", "Red"),
        ("\u{1B}]0;pwned\u{7}X", "X"),
        ("\u{1B}]8;;http://x\u{1B}\\link\u{1B}]8;;\u{1B}\\", "link"),
        ("\u{1B}P1$r\u{1B}\\Y", "Y"),
        ("\u{1B}(BZ", "Z"),
        ("\u{1B}7Dave\u{1B}8", "Dave"),
        ("Bo\u{7}b\u{0}\r\n", "Bob"),
        ("\u{202E}evE", "evE"),
        ("trailing\u{1B}", "trailing"),
        ("\u{1F469}\u{200D}\u{1F4BB}", "\u{1F469}\u{200D}\u{1F4BB}"),
        ("李小龍 é", "李小龍 é"),
    ])
    func dropsWhatWouldChangeTheDisplay(typed: String, shown: String) {
        #expect(typed.displayable == shown)
    }

    @Test func aPrefixFitsTheColumnsInWholeCharacters() {
        #expect("Alice".prefix(fittingWidth: 3) == "Ali")
        #expect("李小龍".prefix(fittingWidth: 5) == "李小")
        #expect("e\u{301}x".prefix(fittingWidth: 1) == "e\u{301}")
        #expect("Bob".prefix(fittingWidth: 10) == "Bob")
        #expect("Bob".prefix(fittingWidth: 0) == "")
    }
}
