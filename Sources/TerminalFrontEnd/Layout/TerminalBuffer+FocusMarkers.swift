extension TerminalBuffer {

    /// Draws `▶` one column left of the element starting at `position`; with `closing`, also
    /// `◀` one column right of its end, `width` columns on.
    mutating func drawFocusMarkers(beside position: CellPosition, width: Int, closing: Bool, style: CellStyle) {
        write("▶", at: position.offsetBy(columns: -2), style: style)
        if closing {
            write("◀", at: position.offsetBy(columns: width + 1), style: style)
        }
    }
}
