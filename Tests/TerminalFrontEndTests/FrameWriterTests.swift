import Testing
@testable import TerminalFrontEnd

/// Frames to escape sequences: whole frames first, changed rows after.
struct FrameWriterTests {

    private func frame(_ rows: [String], size: TerminalSize = TerminalSize(columns: 6, rows: 3)) -> TerminalBuffer {
        var buffer = TerminalBuffer(size: size)
        for (row, text) in rows.enumerated() {
            buffer.write(text, at: CellPosition(column: 0, row: row), style: .plain)
        }
        return buffer
    }

    @Test func theFirstFrameDrawsEveryRowWhole() {
        var writer = FrameWriter()

        let output = writer.output(for: frame(["ab", "cd", "ef"]))

        #expect(output.hasPrefix("\u{1B}[1;1H"))
        #expect(output.contains("\u{1B}[0mab    \u{1B}[2;1H"))
        #expect(output.contains("\u{1B}[2;1H"))
        #expect(output.contains("\u{1B}[3;1H"))
        #expect(output.hasSuffix("\u{1B}[0m"))
    }

    @Test func laterFramesRedrawOnlyTheRowsThatChanged() {
        var writer = FrameWriter()
        _ = writer.output(for: frame(["ab", "cd", "ef"]))

        let output = writer.output(for: frame(["ab", "cX", "ef"]))

        #expect(!output.contains("\u{1B}[1;1H"))
        #expect(output.contains("\u{1B}[2;1H"))
        #expect(output.contains("cX"))
        #expect(!output.contains("\u{1B}[3;1H"))
    }

    @Test func anUnchangedFrameWritesNothing() {
        var writer = FrameWriter()
        _ = writer.output(for: frame(["ab"]))

        #expect(writer.output(for: frame(["ab"])) == "")
    }

    @Test func aSizeChangeOrInvalidationRedrawsEverything() {
        var writer = FrameWriter()
        _ = writer.output(for: frame(["ab"]))

        #expect(writer.output(for: frame(["ab"], size: TerminalSize(columns: 7, rows: 3))).contains("\u{1B}[1;1H"))
        writer.invalidate()
        #expect(writer.output(for: frame(["ab"], size: TerminalSize(columns: 7, rows: 3))).contains("\u{1B}[3;1H"))
    }

    @Test func stylesAreSelectedWhenTheyChange() {
        var buffer = TerminalBuffer(size: TerminalSize(columns: 4, rows: 1))
        buffer.write("R", at: CellPosition(column: 0, row: 0), style: CellStyle(foreground: .red, isBold: true))
        buffer.write("B", at: CellPosition(column: 1, row: 0), style: CellStyle(foreground: .blue, background: .yellow))
        var writer = FrameWriter()

        let output = writer.output(for: buffer)

        #expect(output.contains("\u{1B}[0;1;31mR"))
        #expect(output.contains("\u{1B}[0;34;43mB"))
    }

    @Test func theCursorIsPlacedAfterEachWideCharacter() {
        var buffer = TerminalBuffer(size: TerminalSize(columns: 4, rows: 1))
        buffer.write("李a", at: CellPosition(column: 0, row: 0), style: .plain)
        var writer = FrameWriter()

        let output = writer.output(for: buffer)

        #expect(output.contains("李\u{1B}[1;3Ha"))
    }
}
