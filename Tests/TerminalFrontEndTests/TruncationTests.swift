import Testing
@testable import TerminalFrontEnd
import ScreenKit

/// Truncation of text to the columns a terminal offers.
struct TruncationTests {

    @Test func truncationEndsInAnEllipsisWithinTheWidth() {
        #expect("Alice".truncated(toWidth: 5) == "Alice")
        #expect("Alice".truncated(toWidth: 4) == "Ali…")
        // A wide character that would cross the limit is left out whole.
        #expect("李小龍".truncated(toWidth: 4) == "李…")
        #expect("李小龍".truncated(toWidth: 4).displayWidth <= 4)
        #expect("Alice".truncated(toWidth: 0) == "")
    }

    @Test func truncationKeepingTheEndStartsWithAnEllipsis() {
        #expect("Alice".truncatedKeepingEnd(toWidth: 3) == "…ce")
        #expect("李小龍".truncatedKeepingEnd(toWidth: 5) == "…小龍")
        #expect("Bob".truncatedKeepingEnd(toWidth: 3) == "Bob")
    }

    @Test func wrappingBreaksBetweenWordsWithinTheWidth() {
        #expect("Ada won!".wrapped(toWidth: 20) == ["Ada won!"])
        #expect("one two three".wrapped(toWidth: 7) == ["one two", "three"])
        #expect("李小龍 won!".wrapped(toWidth: 6) == ["李小龍", "won!"])
        #expect("".wrapped(toWidth: 5) == [""])
    }

    @Test func wrappingKeepsABracketedGroupTogetherWhenItFitsALine() {
        #expect("Ada won! (diagonal from top left)".wrapped(toWidth: 24)
            == ["Ada won!", "(diagonal from top left)"])
        // Too wide for a line: broken between its words like the rest.
        #expect("Ada won! (diagonal from top left)".wrapped(toWidth: 16)
            == ["Ada won!", "(diagonal from", "top left)"])
    }

    @Test func wrappingCutsAWordWiderThanALine() {
        #expect("Bartholomew won!".wrapped(toWidth: 6) == ["Barth…", "won!"])
    }
}
