import RIBs

/// The panel beside the game that draws the live RIB tree: one router a line, active ones in
/// green, inactive ones dimmed.
struct TreePanel {

    /// The tree drawn.
    let tree: RouterTreeNode

    /// The columns the panel needs to show every line whole.
    var width: Int {
        max((lines.map(\.text.displayWidth).max() ?? 0) + 4, Self.smallestWidth)
    }

    /// Draws the panel at `origin`, `rows` tall; lines that do not fit end in `…`.
    func paint(into buffer: inout TerminalBuffer, at origin: CellPosition, rows: Int) {
        let size = TerminalSize(columns: width, rows: rows)
        buffer.fill(at: origin, size: size, style: .plain)
        buffer.drawBox(at: origin, size: size, style: .plain, title: "RIB tree", titleStyle: CellStyle.plain.bold())
        let visibleRows = rows - 4
        for (index, line) in lines.prefix(max(visibleRows, 0)).enumerated() {
            let isLastVisible = index == visibleRows - 1 && lines.count > visibleRows
            let style = line.isActive ? CellStyle.plain.foreground(.green) : CellStyle.plain.dim()
            buffer.write(isLastVisible ? "…" : line.text.displayable.truncated(toWidth: width - 4),
                         at: origin.offsetBy(columns: 2, rows: index + 2), style: style)
        }
    }

    // MARK: - Private

    /// Wide enough for the app's deepest line, so the panel keeps its width as RIBs come
    /// and go.
    private static let smallestWidth = 36

    /// The tree's lines, each with whether its router is active.
    private var lines: [(text: String, isActive: Bool)] {
        Array(zip(tree.lines(), Self.activeness(of: tree)))
    }

    /// Whether each router is active, in the order ``RouterTreeNode/lines()`` draws them.
    private static func activeness(of node: RouterTreeNode) -> [Bool] {
        [node.isActive] + node.children.flatMap(activeness(of:))
    }
}
