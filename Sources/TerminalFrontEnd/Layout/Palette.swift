import ScreenKit

/// The styles a screen is drawn in, chosen from its background: the one place that maps
/// ScreenKit's colours and roles onto terminal colours.
struct Palette {

    /// The style of the card's empty space and of standard text.
    let base: CellStyle

    /// Creates the palette for a screen's background.
    init(background: ScreenBackground) {
        self.background = background
        base = switch background {
        case .plain: .plain
        // Black on yellow: the tutorial's start screen, readable on light and dark terminals.
        case .yellow: CellStyle(foreground: .black, background: .yellow)
        }
    }

    /// The terminal colour for an element colour.
    func color(_ color: ElementColor) -> TerminalColor {
        switch color {
        case .standard: base.foreground
        case .red: .red
        case .blue: .blue
        case .green: .green
        }
    }

    /// A label's style: headings bold, captions dim, in the label's colour.
    func label(_ label: Label) -> CellStyle {
        let style = base.foreground(color(label.color))
        return switch label.role {
        case .heading: style.bold()
        case .body: style
        case .caption: style.dim()
        }
    }

    /// Outlines of the card, fields and grids.
    var border: CellStyle {
        base
    }

    /// What stands for something absent: placeholders, empty cells, a list's empty text.
    var hint: CellStyle {
        base.dim()
    }

    /// The `▶` beside what has the focus.
    var focusMarker: CellStyle {
        base.bold()
    }

    /// The caret at the end of the focused field's text.
    var caret: CellStyle {
        base.inverse()
    }

    /// A button's inside. On the yellow screen buttons are black with white text, as in the
    /// tutorial; elsewhere the focused button shows in reverse video. A primary button is bold,
    /// a destructive one red; a disabled one is dim (and drawn with a dashed outline).
    func button(isFocused: Bool, role: ButtonRole = .standard, isEnabled: Bool = true) -> CellStyle {
        switch background {
        case .yellow:
            // Already set apart from the yellow, the focused button is bold, and so is the primary.
            let style = CellStyle(foreground: role == .destructive ? .red : .white, background: .black)
            return decorated(style, isFocused: false, isEmphasised: isFocused || role == .primary, isEnabled: isEnabled)
        case .plain:
            let style = role == .destructive ? base.foreground(.red) : base
            return decorated(style, isFocused: isFocused, isEmphasised: role == .primary, isEnabled: isEnabled)
        }
    }

    /// One of a row's actions, shown on the focused row: as a button of its role would be.
    func rowAction(_ action: RowAction, isFocused: Bool) -> CellStyle {
        let style = action.role == .destructive ? base.foreground(.red) : base
        return decorated(style, isFocused: isFocused, isEmphasised: action.role == .primary, isEnabled: action.isEnabled)
    }

    /// A one-row control (a list row, a toggle, a choice): reverse video with the focus, dim
    /// while disabled.
    func control(isFocused: Bool, isEnabled: Bool = true) -> CellStyle {
        decorated(base, isFocused: isFocused, isEmphasised: false, isEnabled: isEnabled)
    }

    /// A grid cell's symbol, in its colour and bold; dim, and not bold, while disabled.
    func symbol(_ cell: GridCell, isEnabled: Bool) -> CellStyle {
        let style = base.foreground(color(cell.color))
        return isEnabled ? style.bold() : style.dim()
    }

    /// A grid cell's inside, in reverse video when it has the focus.
    func cell(isFocused: Bool) -> CellStyle {
        isFocused ? base.inverse() : base
    }

    /// A highlighted grid cell: the whole cell in its symbol's colour, in reverse
    /// video and bold, so that it stands out without colour too.
    func highlightedCell(_ color: ElementColor?) -> CellStyle {
        base.foreground(self.color(color ?? .standard)).inverse().bold()
    }

    // MARK: - Private

    private let background: ScreenBackground

    /// `style` with the focus in reverse video (and bold), emphasis in bold, and dimmed while
    /// disabled; bold gives way to dim, which a terminal cannot show together.
    private func decorated(_ style: CellStyle, isFocused: Bool, isEmphasised: Bool, isEnabled: Bool) -> CellStyle {
        var style = isFocused ? style.inverse() : style
        style.isBold = isEnabled && (isFocused || isEmphasised)
        style.isDim = !isEnabled
        return style
    }
}
