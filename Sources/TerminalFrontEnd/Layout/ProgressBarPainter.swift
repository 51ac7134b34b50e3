import ScreenKit

/// Draws a progress bar on one row: its title, a bar of `█` done and `░` to do, and the
/// percentage, so that how far it has come reads without colour.
struct ProgressBarPainter {

    /// The styles of the screen.
    let palette: Palette

    /// Draws `bar` on `line`.
    func paint(_ bar: ProgressBar, into buffer: inout TerminalBuffer, on line: ControlLine) {
        let percent = String(bar.percent) + "%"
        // The title takes at most a third of the row, so that the bar always shows.
        let title = bar.title.displayable.truncated(toWidth: line.contentWidth / 3)
        let barWidth = max(line.contentWidth - title.displayWidth - 1 - Self.percentWidth - 1, 0)
        let done = Int((bar.clampedFraction * Double(barWidth)).rounded(.down))
        var column = buffer.write(title, at: CellPosition(column: line.contentLeft, row: line.row), style: palette.base) + 1
        column = buffer.write(String(repeating: "█", count: done), at: CellPosition(column: column, row: line.row), style: palette.base)
        buffer.write(String(repeating: "░", count: barWidth - done), at: CellPosition(column: column, row: line.row), style: palette.hint)
        let percentColumn = line.contentLeft + line.contentWidth - percent.count
        buffer.write(percent, at: CellPosition(column: percentColumn, row: line.row), style: palette.base)
    }

    // MARK: - Private

    /// The columns of `100%`.
    private static let percentWidth = 4
}
