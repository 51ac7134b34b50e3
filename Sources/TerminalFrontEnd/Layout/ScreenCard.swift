import ScreenKit

/// A screen drawn as a card: a rounded box with the screen's title in its top edge and the
/// elements inside, a blank row between them, all on the screen's background. An alert over
/// the screen shows inside the card, below the elements, where it hides nothing.
///
/// A card taller than its room scrolls: it shows the rows of its content from a scroll offset,
/// with `▲` in its top edge while rows lie above and `▼` in its bottom edge while rows lie
/// below. Only the elements in view are drawn.
struct ScreenCard {

    /// The narrowest card; every element fits it, cutting long texts with `…`.
    static let smallestWidth = 40

    /// The rows of a card that are not content: the border and a blank row inside it, top and
    /// bottom.
    static let frameRows = 4

    /// The screen drawn.
    let screen: Screen

    /// The alert shown below the elements, if any; it then has the focus.
    let alert: Alert?

    /// What has the focus, on the screen or the alert.
    let focus: FocusTarget?

    /// The card's width, borders included.
    let width: Int

    /// The width a card needs for `screen`: the smallest, or more for a grid that is wider, at
    /// most `available` columns.
    static func width(for screen: Screen, available: Int) -> Int {
        let widest = screen.elements.map(ElementPainter.naturalWidth(of:)).max() ?? 0
        return min(max(smallestWidth, widest + 2), max(available, smallestWidth))
    }

    /// Where the elements go.
    var layout: CardLayout {
        CardLayout(screen: screen, width: width - 2)
    }

    /// The rows the card takes showing everything: the elements, the alert and the frame.
    var fullHeight: Int {
        let alertRows = alertPainter.map { 1 + $0.inlineRows(width: innerWidth) } ?? 0
        return layout.contentHeight + alertRows + Self.frameRows
    }

    /// Draws the card `height` rows tall with its top left corner at `origin`, its content
    /// scrolled by `scrollOffset` rows.
    func paint(into buffer: inout TerminalBuffer, at origin: CellPosition, height: Int, scrollOffset: Int) {
        let palette = Palette(background: screen.background)
        let size = TerminalSize(columns: width, rows: height)
        buffer.fill(at: origin, size: size, style: palette.base)
        buffer.drawBox(at: origin, size: size, style: palette.border, title: screen.title, titleStyle: palette.base.bold())
        let layout = layout
        let viewTop = origin.row + 2
        let viewRows = height - Self.frameRows
        let painter = ElementPainter(palette: palette, focus: alert == nil ? focus : nil, left: origin.column + 1, width: width - 2)
        buffer.clipping(toRows: viewTop..<(viewTop + viewRows)) { buffer in
            for (index, element) in screen.elements.enumerated()
            where layout.tops[index] + layout.heights[index] > scrollOffset && layout.tops[index] < scrollOffset + viewRows {
                painter.paint(element, into: &buffer, row: viewTop + layout.tops[index] - scrollOffset)
            }
            alertPainter?.paintInline(into: &buffer, top: viewTop + layout.contentHeight + 1 - scrollOffset,
                                      left: origin.column + 2, width: innerWidth, palette: palette)
        }
        let indicatorColumn = origin.column + width - 4
        if scrollOffset > 0 {
            buffer.write(" ▲ ", at: CellPosition(column: indicatorColumn, row: origin.row), style: palette.border.bold())
        }
        if scrollOffset + viewRows < layout.contentHeight {
            buffer.write(" ▼ ", at: CellPosition(column: indicatorColumn, row: origin.row + height - 1), style: palette.border.bold())
        }
    }

    // MARK: - Private

    /// The columns inside the border, less a column of margin each side.
    private var innerWidth: Int {
        width - 4
    }

    private var alertPainter: AlertPainter? {
        alert.map { AlertPainter(alert: $0, focus: focus) }
    }
}
