import Testing
import TerminalFrontEnd

/// The in-memory frame: writing, clipping and wide characters.
struct TerminalBufferTests {

    @Test func writtenTextShowsInItsRowWithItsStyle() {
        var buffer = TerminalBuffer(size: TerminalSize(columns: 10, rows: 2))
        let red = CellStyle(foreground: .red)

        let end = buffer.write("Hi", at: CellPosition(column: 3, row: 1), style: red)

        #expect(end == 5)
        #expect(buffer.lines == ["          ", "   Hi     "])
        #expect(buffer[CellPosition(column: 3, row: 1)]?.style == red)
        #expect(buffer[CellPosition(column: 5, row: 1)]?.style == .plain)
    }

    @Test func textIsClippedAtTheLimitAndTheEdge() {
        var buffer = TerminalBuffer(size: TerminalSize(columns: 6, rows: 1))

        buffer.write("abcdef", at: CellPosition(column: 0, row: 0), style: .plain, limit: 3)
        buffer.write("xyz", at: CellPosition(column: 4, row: 0), style: .plain)

        #expect(buffer.lines == ["abc xy"])
    }

    @Test func wideCharactersTakeTwoCellsAndFollowingTextMovesOnByTwo() {
        var buffer = TerminalBuffer(size: TerminalSize(columns: 8, rows: 1))

        let end = buffer.write("李a", at: CellPosition(column: 0, row: 0), style: .plain)

        #expect(end == 3)
        #expect(buffer[CellPosition(column: 0, row: 0)]?.character == "李")
        #expect(buffer[CellPosition(column: 1, row: 0)]?.character == nil)
        #expect(buffer[CellPosition(column: 2, row: 0)]?.character == "a")
    }

    @Test func aWideCharacterThatDoesNotFitLeavesASpace() {
        var buffer = TerminalBuffer(size: TerminalSize(columns: 3, rows: 1))

        buffer.write("a李", at: CellPosition(column: 1, row: 0), style: .plain)

        #expect(buffer.lines == [" a "])
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var buffer = TerminalBuffer(size: TerminalSize(columns: 4, rows: 1))
        buffer.write("李龍", at: CellPosition(column: 0, row: 0), style: .plain)

        buffer.write("x", at: CellPosition(column: 1, row: 0), style: .plain)
        buffer.write("y", at: CellPosition(column: 2, row: 0), style: .plain)

        #expect(buffer.lines == [" xy "])
        #expect(buffer.cells(ofRow: 0).allSatisfy { $0.character != nil })
    }

    @Test func aCharacterOfFourColumnsTakesFourCellsAndOverwritingAnyOfThemBlanksTheRest() {
        var buffer = TerminalBuffer(size: TerminalSize(columns: 6, rows: 1))

        let end = buffer.write("👍🏽a", at: CellPosition(column: 0, row: 0), style: .plain)

        #expect(end == 5)
        #expect(buffer.cells(ofRow: 0).map(\.character) == ["👍🏽", nil, nil, nil, "a", " "])
        buffer.write("x", at: CellPosition(column: 2, row: 0), style: .plain)
        #expect(buffer.lines == ["  x a "])
        #expect(buffer.cells(ofRow: 0).allSatisfy { $0.character != nil })
    }

    @Test func controlCharactersAreNeverWritten() {
        var buffer = TerminalBuffer(size: TerminalSize(columns: 6, rows: 1))

        buffer.write("a\u{1B}[2Jb", at: CellPosition(column: 0, row: 0), style: .plain)

        #expect(buffer.lines == ["a[2Jb "])
    }

    @Test func writingOutsideTheBufferChangesNothing() {
        var buffer = TerminalBuffer(size: TerminalSize(columns: 3, rows: 1))

        buffer.write("abc", at: CellPosition(column: -5, row: 0), style: .plain)
        buffer.write("abc", at: CellPosition(column: 0, row: 4), style: .plain)
        buffer.fill(at: CellPosition(column: 0, row: 0), size: TerminalSize(columns: -1, rows: 2), style: .plain)

        #expect(buffer.lines == ["   "])
    }
}
