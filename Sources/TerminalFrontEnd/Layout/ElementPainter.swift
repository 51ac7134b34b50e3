import ScreenKit

/// Draws one screen element in a column range of the card, each kind by a painter of its own.
/// What has the focus gets a `▶` beside it and shows in reverse video.
struct ElementPainter {

    /// The styles of the screen.
    let palette: Palette

    /// What has the focus.
    let focus: FocusTarget?

    /// The first column elements may use.
    let left: Int

    /// The number of columns elements may use.
    let width: Int

    /// The rows `element` takes in `width` columns.
    static func height(of element: ScreenElement, width: Int) -> Int {
        switch element {
        case .label, .toggle, .choice, .progress: 1
        case .textField: TextFieldPainter.height
        case .button: ButtonPainter.height
        case let .list(list): ListPainter.height(of: list)
        case let .grid(grid): GridGeometry(rows: grid.rows, columns: grid.columns, width: width - 2, focusedColumn: nil).height
        }
    }

    /// The columns `element` needs to show whole, a column of margin each side included; 0
    /// for an element that fits any card, cutting its texts.
    static func naturalWidth(of element: ScreenElement) -> Int {
        switch element {
        case let .grid(grid): GridGeometry.naturalWidth(of: grid) + 2
        default: 0
        }
    }

    /// Draws `element` with its top at `row`.
    func paint(_ element: ScreenElement, into buffer: inout TerminalBuffer, row: Int) {
        let line = ControlLine(left: left, width: width, row: row)
        switch element {
        case let .label(label):
            buffer.writeCentered(label.text, row: row, left: left + 1, width: width - 2, style: palette.label(label))
        case let .textField(field):
            TextFieldPainter(palette: palette, focus: focus).paint(field, into: &buffer, row: row, left: left, width: width)
        case let .button(button):
            ButtonPainter(palette: palette, focus: focus).paint(button, into: &buffer, row: row, left: left, width: width)
        case let .list(list):
            ListPainter(palette: palette, focus: focus).paint(list, into: &buffer, top: row, left: left, width: width)
        case let .toggle(toggle):
            TogglePainter(palette: palette, focus: focus).paint(toggle, into: &buffer, on: line)
        case let .choice(choice):
            ChoicePainter(palette: palette, focus: focus).paint(choice, into: &buffer, on: line)
        case let .progress(bar):
            ProgressBarPainter(palette: palette).paint(bar, into: &buffer, on: line)
        case let .grid(grid):
            let geometry = GridGeometry(grid, width: width - 2, focus: focus)
            let origin = CellPosition(column: left + (width - geometry.width) / 2, row: row)
            GridPainter(palette: palette, focus: focus).paint(grid, geometry: geometry, into: &buffer, at: origin)
        }
    }
}
