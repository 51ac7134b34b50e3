import ScreenKit

/// Draws a choice on one row: its title, and the selected option between `<` and `>` at the
/// right, which ←→ change; the focused choice in reverse video with `▶` beside it, a disabled
/// one dim.
struct ChoicePainter {

    /// The styles of the screen.
    let palette: Palette

    /// What has the focus.
    let focus: FocusTarget?

    /// Draws `choice` on `line`.
    func paint(_ choice: Choice, into buffer: inout TerminalBuffer, on line: ControlLine) {
        let isFocused = focus == .choice(choice.id)
        let style = palette.control(isFocused: isFocused, isEnabled: choice.isEnabled)
        // The option is cut, never the arrows round it.
        let option = (choice.selectedOption ?? "—").displayable.truncated(toWidth: max(line.contentWidth / 2 - 4, 1))
        line.paint(title: choice.title, value: "< \(option) >", into: &buffer, style: style)
        if isFocused {
            line.paintFocusMarker(into: &buffer, style: palette.focusMarker)
        }
    }
}
