import ScreenKit

/// Draws a toggle on one row: its title, and `[ on]` (bold) or `[off]` at the right; the
/// focused toggle in reverse video with `▶` beside it, a disabled one dim.
struct TogglePainter {

    /// The styles of the screen.
    let palette: Palette

    /// What has the focus.
    let focus: FocusTarget?

    /// Draws `toggle` on `line`.
    func paint(_ toggle: Toggle, into buffer: inout TerminalBuffer, on line: ControlLine) {
        let isFocused = focus == .toggle(toggle.id)
        let style = palette.control(isFocused: isFocused, isEnabled: toggle.isEnabled)
        line.paint(title: toggle.title, value: toggle.isOn ? "[ on]" : "[off]", into: &buffer, style: style)
        if toggle.isOn, toggle.isEnabled {
            buffer.restyle(at: CellPosition(column: line.contentLeft + line.contentWidth - 5, row: line.row),
                           size: TerminalSize(columns: 5, rows: 1)) { $0.isBold = true }
        }
        if isFocused {
            line.paintFocusMarker(into: &buffer, style: palette.focusMarker)
        }
    }
}
