import ScreenKit

/// A screen drawn as a card: a rounded box with the screen's title in its top edge and the
/// elements centred inside, a blank row between them, all on the screen's background.
struct ScreenCard {

    /// The card's width; every screen of the app fits it, names up to 36 columns included.
    static let width = 40

    /// The screen drawn.
    let screen: Screen

    /// What has the focus, if anything on this screen.
    let focus: FocusTarget?

    /// The card's size: its width, and as many rows as the elements need.
    var size: TerminalSize {
        let elementRows = screen.elements.map(ElementPainter.height(of:)).reduce(0, +)
        let gaps = max(screen.elements.count - 1, 0)
        // Border and a blank row inside it, top and bottom.
        return TerminalSize(columns: Self.width, rows: elementRows + gaps + 4)
    }

    /// Draws the card with its top left corner at `origin`.
    func paint(into buffer: inout TerminalBuffer, at origin: CellPosition) {
        let palette = Palette(background: screen.background)
        buffer.fill(at: origin, size: size, style: palette.base)
        buffer.drawBox(at: origin, size: size, style: palette.border, title: screen.title, titleStyle: palette.base.bold())
        let painter = ElementPainter(palette: palette, focus: focus, left: origin.column + 1, width: Self.width - 2)
        var row = origin.row + 2
        for element in screen.elements {
            painter.paint(element, into: &buffer, row: row)
            row += ElementPainter.height(of: element) + 1
        }
    }
}
