import ScreenKit

/// A screen drawn as a card: a rounded box with the screen's title in its top edge and the
/// elements centred inside, a blank row between them, all on the screen's background. An
/// alert over the screen shows inside the card, below the elements, where it hides nothing.
struct ScreenCard {

    /// The card's width; every screen of the app fits it, names up to 36 columns included.
    static let width = 40

    /// The screen drawn.
    let screen: Screen

    /// The alert shown below the elements, if any; it then has the focus.
    let alert: Alert?

    /// What has the focus, on the screen or the alert.
    let focus: FocusTarget?

    /// The card's size: its width, and as many rows as the elements and the alert need.
    var size: TerminalSize {
        let elementRows = screen.elements.map(ElementPainter.height(of:)).reduce(0, +)
        let gaps = max(screen.elements.count - 1, 0)
        let alertRows = alertPainter.map { 1 + $0.inlineRows(width: Self.innerWidth) } ?? 0
        // Border and a blank row inside it, top and bottom.
        return TerminalSize(columns: Self.width, rows: elementRows + gaps + alertRows + 4)
    }

    /// Draws the card with its top left corner at `origin`.
    func paint(into buffer: inout TerminalBuffer, at origin: CellPosition) {
        let palette = Palette(background: screen.background)
        buffer.fill(at: origin, size: size, style: palette.base)
        buffer.drawBox(at: origin, size: size, style: palette.border, title: screen.title, titleStyle: palette.base.bold())
        let painter = ElementPainter(palette: palette, focus: alert == nil ? focus : nil, left: origin.column + 1, width: Self.width - 2)
        var row = origin.row + 2
        for element in screen.elements {
            painter.paint(element, into: &buffer, row: row)
            row += ElementPainter.height(of: element) + 1
        }
        alertPainter?.paintInline(into: &buffer, top: row, left: origin.column + 2, width: Self.innerWidth, palette: palette)
    }

    // MARK: - Private

    /// The columns inside the border, less a column of margin each side.
    private static let innerWidth = width - 4

    private var alertPainter: AlertPainter? {
        alert.map { AlertPainter(alert: $0, focus: focus) }
    }
}
