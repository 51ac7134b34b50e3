import RIBs
import RIBsInspector

/// The panel beside the screen that teaches the RIB lifecycle: the live RIB tree, one router a
/// line (active ones in green, inactive ones dimmed), each followed by what its interactor
/// would save (in cyan, wrapped to the panel), then the most recent lifecycle events and
/// workflow steps, newest first, as many as fit, each with its time in seconds since the
/// inspector began.
///
/// Newest first, as in the browser's inspector: what the last key did sits right under the
/// tree it changed, whatever the panel's height, and what does not fit is the oldest.
struct TreePanel {

    /// The tree and the events drawn.
    let inspection: InspectorSnapshot

    /// The event rewound to, by its index in the inspection's events: the panel then shows
    /// the tree as it was after it (routers only) and the events up to it; `nil` while live.
    var rewoundIndex: Int?

    /// The columns the panel needs to show every router line whole; saved states wrap.
    var width: Int {
        max((Self.routerTree(tree).lines().map(\.displayWidth).max() ?? 0) + 4, Self.smallestWidth)
    }

    /// Draws the panel at `origin`, `rows` tall; lines that do not fit end in `…`.
    func paint(into buffer: inout TerminalBuffer, at origin: CellPosition, rows: Int) {
        let size = TerminalSize(columns: width, rows: rows)
        buffer.fill(at: origin, size: size, style: .plain)
        let title = rewound.map { "RIB tree after event \($0.index + 1)/\(inspection.events.count)" } ?? "RIB tree"
        buffer.drawBox(at: origin, size: size, style: .plain, title: title, titleStyle: CellStyle.plain.bold())
        let textWidth = width - 4
        let visibleRows = rows - 4
        var row = origin.row + 2
        let treeLines = treeLines(width: textWidth)
        for (index, line) in treeLines.prefix(max(visibleRows, 0)).enumerated() {
            let isLastVisible = index == visibleRows - 1 && treeLines.count > visibleRows
            buffer.write(isLastVisible ? "…" : line.text.truncated(toWidth: textWidth),
                         at: CellPosition(column: origin.column + 2, row: row), style: line.style)
            row += 1
        }
        // A blank row, the heading, then the newest events that fit, newest first.
        let eventRows = origin.row + 2 + visibleRows - row - 2
        guard eventRows > 0 else {
            return
        }
        buffer.write(heading.truncated(toWidth: textWidth), at: CellPosition(column: origin.column + 2, row: row + 1), style: CellStyle.plain.bold())
        row += 2
        // Newest first, from the event rewound to (drawn reversed) or from the newest.
        let shown = inspection.events.prefix((rewound?.index ?? inspection.events.count - 1) + 1)
        for (offset, event) in shown.suffix(eventRows).reversed().enumerated() {
            let position = CellPosition(column: origin.column + 2, row: row)
            paint(event, into: &buffer, at: position, width: textWidth)
            if offset == 0, rewound != nil {
                buffer.restyle(at: position, size: TerminalSize(columns: textWidth, rows: 1)) { $0.isInverse = true }
            }
            row += 1
        }
    }

    // MARK: - Private

    /// Wide enough for the app's deepest tree line and an event line with the longest kind and
    /// router name, so that the panel keeps its width as RIBs come and go.
    private static let smallestWidth = 38

    /// The event rewound to, if the inspection has the tree after it.
    private var rewound: (index: Int, outline: TreeOutline)? {
        guard let rewoundIndex, let history = inspection.history, history.indices.contains(rewoundIndex) else {
            return nil
        }
        return (rewoundIndex, history[rewoundIndex])
    }

    /// The tree drawn: the live one, or the one after the event rewound to.
    private var tree: InspectorTreeNode {
        rewound.map { Self.node($0.outline) } ?? inspection.tree
    }

    /// Over the events: the order, the keys that rewind, and how many events were dropped.
    private var heading: String {
        switch (rewound, inspection.droppedEvents) {
        case (_?, _): "Rewound: [ back · ] on · \\ live"
        case (nil, 0): "Lifecycle, newest first"
        case let (nil, dropped): "Newest first, \(dropped) older dropped"
        }
    }

    /// The inspector's node for a router outline: no parts, no saved state.
    private static func node(_ outline: TreeOutline) -> InspectorTreeNode {
        InspectorTreeNode(name: outline.name, isActive: outline.isActive, children: outline.children.map(node))
    }

    /// The columns of an event's time and of its kind.
    private static let timeWidth = 6
    private static let kindWidth = 11

    /// The most lines one RIB's saved state takes; the last ends in `…` if more were needed.
    private static let stateLineLimit = 3

    /// The tree's lines, `width` columns at most: each router's, styled by whether it is
    /// active, then its saved state's, under it on the tree's continuation lines.
    private func treeLines(width: Int) -> [(text: String, style: CellStyle)] {
        let nodes = Self.preorder(tree)
        let routerLines = Self.routerTree(tree).lines()
        var lines: [(text: String, style: CellStyle)] = []
        for (node, routerLine) in zip(nodes, routerLines) {
            lines.append((routerLine.displayable, node.isActive ? CellStyle.plain.foreground(.green) : CellStyle.plain.dim()))
            guard let savedState = node.savedState?.displayable else {
                continue
            }
            let indent = Self.continuation(of: routerLine, name: node.name) + (node.children.isEmpty ? "  " : "│ ")
            for chunk in Self.wrapped(savedState, width: width - indent.displayWidth, lineLimit: Self.stateLineLimit) {
                lines.append((indent + chunk, CellStyle.plain.foreground(.cyan)))
            }
        }
        return lines
    }

    /// The nodes in the order ``RouterTreeNode/lines()`` draws them.
    private static func preorder(_ node: InspectorTreeNode) -> [InspectorTreeNode] {
        [node] + node.children.flatMap(preorder)
    }

    /// The tree's lines that go on below `routerLine`, whose router is `name`: `│   ` under
    /// a `├── `, blanks under a `└── `.
    private static func continuation(of routerLine: String, name: String) -> String {
        let branches = routerLine.components(separatedBy: name).first ?? ""
        return branches.replacingOccurrences(of: "├── ", with: "│   ").replacingOccurrences(of: "└── ", with: "    ")
    }

    /// `text` cut into pieces of `width` columns at most, `lineLimit` of them at most, the last
    /// ending in `…` when the text goes on.
    private static func wrapped(_ text: String, width: Int, lineLimit: Int) -> [String] {
        guard width > 1 else {
            return []
        }
        var pieces: [String] = []
        var rest = text
        while !rest.isEmpty, pieces.count < lineLimit {
            let piece = rest.prefix(fittingWidth: width)
            guard !piece.isEmpty else {
                break
            }
            pieces.append(String(piece))
            rest = String(rest[piece.endIndex...])
        }
        if !rest.isEmpty, let last = pieces.popLast() {
            pieces.append(String(last.prefix(fittingWidth: width - 1)) + "…")
        }
        return pieces
    }

    /// `  1.5s activated   SettingsRouter`: the time dimmed, the kind coloured by whether the
    /// RIB is coming (green) or going (red); a workflow's steps as `step 1 runs` and
    /// `step 1 done`, in cyan, with the router whose interactor the step acts on.
    private func paint(_ event: TimelineEvent, into buffer: inout TerminalBuffer, at origin: CellPosition, width: Int) {
        let end = origin.column + width
        let time = Self.seconds(event.elapsedMicroseconds)
        var column = buffer.write(Self.padded(time, toWidth: Self.timeWidth, right: true) + " ", at: origin,
                                  style: CellStyle.plain.dim(), limit: width)
        column = buffer.write(Self.padded(Self.label(of: event).displayable, toWidth: Self.kindWidth, right: false) + " ",
                              at: CellPosition(column: column, row: origin.row), style: Self.style(of: event.kind), limit: end - column)
        buffer.write(event.router.displayable.truncated(toWidth: end - column), at: CellPosition(column: column, row: origin.row), style: .plain)
    }

    /// What the kind column says: the kind's name, or a workflow step's number and phase.
    private static func label(of event: TimelineEvent) -> String {
        switch (event.kind, event.step) {
        case let (.workflowStepStarted, step?): "step \(step) runs"
        case let (.workflowStepFinished, step?): "step \(step) done"
        default: event.kind.rawValue
        }
    }

    private static func style(of kind: TimelineEvent.Kind) -> CellStyle {
        switch kind {
        case .attached, .activated, .loaded: CellStyle.plain.foreground(.green)
        case .deactivated, .detached: CellStyle.plain.foreground(.red)
        case .workflowStepStarted, .workflowStepFinished: CellStyle.plain.foreground(.cyan)
        default: .plain
        }
    }

    /// `12.3s`: tenths of a second, rounded down; whole seconds from 1000 s, hours from
    /// 100000 s, so that the time keeps to its ``timeWidth`` columns.
    private static func seconds(_ microseconds: Int64) -> String {
        let tenths = max(microseconds, 0) / 100_000
        let seconds = tenths / 10
        switch seconds {
        case ..<1_000: return "\(seconds).\(tenths % 10)s"
        case ..<100_000: return "\(seconds)s"
        default: return "\(seconds / 3_600)h"
        }
    }

    private static func padded(_ text: String, toWidth width: Int, right: Bool) -> String {
        let padding = String(repeating: " ", count: max(width - text.displayWidth, 0))
        return right ? padding + text : text + padding
    }

    /// RIBs' own tree type, which draws the lines.
    private static func routerTree(_ node: InspectorTreeNode) -> RouterTreeNode {
        RouterTreeNode(name: node.name, isActive: node.isActive, children: node.children.map(routerTree))
    }

}
