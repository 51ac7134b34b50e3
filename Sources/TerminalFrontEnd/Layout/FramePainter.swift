import RIBsInspector
import ScreenKit

/// Draws a whole frame: the screen's card centred on the terminal with the alert inside it,
/// the RIB tree panel beside it when asked for, and the status line at the bottom. A card
/// taller than the terminal scrolls to show the focus; a terminal too short for the alert
/// below the screen gets it over the card instead; one smaller than ``minimumSize`` gets a
/// message saying what size is needed.
struct FramePainter {

    /// What the window shows, if anything yet.
    let content: WindowContent?

    /// What has the focus.
    let focus: FocusTarget?

    /// The RIB tree and its lifecycle events to show beside the screen, or `nil` to show none.
    let inspection: InspectorSnapshot?

    /// The event the panel is rewound to, by its index in the inspection's events; `nil` live.
    var rewoundIndex: Int? = nil

    /// What the status line says, unless the frame has something more pressing to say.
    let status: StatusMessage

    /// How far the card was scrolled before: the frame scrolls it from there just enough to
    /// show the focus.
    var scrollOffset = 0

    /// The columns between the card and the tree panel.
    static let panelGap = 1

    /// The smallest terminal the front-end draws in: the narrowest card, and rows for the
    /// card's frame, a few rows of content and the status line. Smaller terminals get a message
    /// saying so; content never makes the terminal too small, as it scrolls.
    static let minimumSize = TerminalSize(columns: ScreenCard.smallestWidth, rows: 12)

    /// A frame drawn, with how it was scrolled.
    struct Painted {

        /// The frame.
        var buffer: TerminalBuffer

        /// The first row of the card's content in view.
        var scrollOffset = 0

        /// The rows of content in view; 0 when no card shows.
        var viewRows = 0

        /// The layout of the card's content, if a card shows.
        var layout: CardLayout?
    }

    /// The frame for a terminal of `size`, scrolled to show the focus.
    func paint(size: TerminalSize) -> Painted {
        var buffer = TerminalBuffer(size: size)
        guard let content else {
            paintStatusLine(status, into: &buffer)
            return Painted(buffer: buffer)
        }
        guard size.contains(Self.minimumSize) else {
            paintTooSmallMessage(needed: Self.minimumSize, into: &buffer)
            return Painted(buffer: buffer)
        }
        let panel = inspection.map { TreePanel(inspection: $0, rewoundIndex: rewoundIndex) }
        let panelColumns = panel.map { Self.panelGap + $0.width } ?? 0
        let width = ScreenCard.width(for: content.screen, available: size.columns)
        let cardRows = size.rows - 1
        let withAlertInside = ScreenCard(screen: content.screen, alert: content.alert, focus: focus, width: width)
        let alone = ScreenCard(screen: content.screen, alert: nil, focus: content.alert == nil ? focus : nil, width: width)
        let (card, alertOver) = withAlertInside.fullHeight <= cardRows ? (withAlertInside, nil) : (alone, content.alert)
        let height = min(card.fullHeight, cardRows)
        let layout = card.layout
        let viewRows = height - ScreenCard.frameRows
        let wanted = content.alert == nil ? focus.flatMap { layout.rows(showing: $0, on: content.screen) } : nil
        let offset = alertOver == nil && content.alert != nil
            ? 0 : Scrolling.offset(from: scrollOffset, showing: wanted, viewRows: viewRows, contentRows: layout.contentHeight)
        let panelFits = width + panelColumns <= size.columns
        let usedColumns = width + (panelFits ? panelColumns : 0)
        let origin = CellPosition(column: (size.columns - usedColumns) / 2, row: (cardRows - height) / 2)
        card.paint(into: &buffer, at: origin, height: height, scrollOffset: offset)
        let cardSize = TerminalSize(columns: width, rows: height)
        if let alertOver {
            // What is behind an alert cannot be used until it closes: dim it.
            buffer.restyle(at: origin, size: cardSize) { $0.isDim = true }
            AlertPainter(alert: alertOver, focus: focus).paint(into: &buffer, over: origin, size: cardSize)
        }
        var status = status
        if let panel, panelFits {
            // The panel takes every row above the status line: as many events as fit.
            panel.paint(into: &buffer, at: CellPosition(column: origin.column + width + Self.panelGap, row: 0), rows: cardRows)
        } else if panel != nil, status.importance == .hint {
            status = .treePanelDoesNotFit(needs: width + panelColumns, has: size.columns, width: Self.statusLineWidth(in: size))
        }
        paintStatusLine(status, into: &buffer)
        return Painted(buffer: buffer, scrollOffset: offset, viewRows: viewRows, layout: layout)
    }

    // MARK: - Private

    /// The columns the status line's text may take: all but one at each side.
    private static func statusLineWidth(in size: TerminalSize) -> Int {
        size.columns - 2
    }

    private func paintStatusLine(_ status: StatusMessage, into buffer: inout TerminalBuffer) {
        let row = buffer.size.rows - 1
        buffer.write(status.text.displayable.truncated(toWidth: Self.statusLineWidth(in: buffer.size)),
                     at: CellPosition(column: 1, row: row), style: status.style)
    }

    /// The message on as few lines as the width allows, centred.
    private func paintTooSmallMessage(needed: TerminalSize, into buffer: inout TerminalBuffer) {
        let size = buffer.size
        let sentence = "Terminal too small: need \(needed), have \(size)"
        let lines = sentence.displayWidth <= size.columns
            ? [sentence, "Enlarge it, or press q to quit."]
            : ["Terminal too small:", "need \(needed),", "have \(size)"]
        let top = max((size.rows - lines.count) / 2, 0)
        for (index, line) in lines.enumerated() {
            buffer.writeCentered(line, row: top + index, left: 0, width: size.columns, style: index == 0 ? CellStyle.plain.bold() : .plain)
        }
    }
}
