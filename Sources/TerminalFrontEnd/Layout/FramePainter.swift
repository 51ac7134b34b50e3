import RIBsInspector
import ScreenKit

/// Draws a whole frame: the screen's card centred on the terminal with the alert inside it,
/// the RIB tree panel beside it when asked for, and the status line at the bottom. A terminal
/// too short for the alert below the screen gets it over the card instead; one too small for
/// the card gets a message saying what size is needed.
struct FramePainter {

    /// What the window shows, if anything yet.
    let content: WindowContent?

    /// What has the focus.
    let focus: FocusTarget?

    /// The RIB tree and its lifecycle events to show beside the game, or `nil` to show none.
    let inspection: InspectorSnapshot?

    /// The event the panel is rewound to, by its index in the inspection's events; `nil` live.
    var rewoundIndex: Int? = nil

    /// What the status line says, unless the frame has something more pressing to say.
    let status: StatusMessage

    /// The columns between the card and the tree panel.
    static let panelGap = 1

    /// The frame for a terminal of `size`.
    func frame(size: TerminalSize) -> TerminalBuffer {
        var buffer = TerminalBuffer(size: size)
        guard let content else {
            paintStatusLine(status, into: &buffer)
            return buffer
        }
        let withAlertInside = ScreenCard(screen: content.screen, alert: content.alert, focus: focus)
        let alone = ScreenCard(screen: content.screen, alert: nil, focus: content.alert == nil ? focus : nil)
        let (card, alertOver) = size.contains(Self.needed(by: withAlertInside)) ? (withAlertInside, nil) : (alone, content.alert)
        let needed = Self.needed(by: card)
        guard size.contains(needed) else {
            paintTooSmallMessage(needed: needed, into: &buffer)
            return buffer
        }
        let panel = inspection.map { TreePanel(inspection: $0, rewoundIndex: rewoundIndex) }
        let panelColumns = panel.map { Self.panelGap + $0.width } ?? 0
        let panelFits = needed.columns + panelColumns <= size.columns
        let usedColumns = card.size.columns + (panelFits ? panelColumns : 0)
        let origin = CellPosition(column: (size.columns - usedColumns) / 2, row: (size.rows - 1 - card.size.rows) / 2)
        card.paint(into: &buffer, at: origin)
        if let alertOver {
            // What is behind an alert cannot be used until it closes: dim it.
            buffer.restyle(at: origin, size: card.size) { $0.isDim = true }
            AlertPainter(alert: alertOver, focus: focus).paint(into: &buffer, over: origin, size: card.size)
        }
        var status = status
        if let panel, panelFits {
            // The panel takes every row above the status line: as many events as fit.
            panel.paint(into: &buffer, at: CellPosition(column: origin.column + card.size.columns + Self.panelGap, row: 0),
                        rows: size.rows - 1)
        } else if panel != nil, status.importance == .hint {
            status = .treePanelDoesNotFit(needs: needed.columns + panelColumns, has: size.columns,
                                          width: Self.statusLineWidth(in: size))
        }
        paintStatusLine(status, into: &buffer)
        return buffer
    }

    // MARK: - Private

    /// The terminal size `card` and the status line need.
    private static func needed(by card: ScreenCard) -> TerminalSize {
        TerminalSize(columns: card.size.columns, rows: card.size.rows + 1)
    }

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
