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

    /// A mark on the board, in its player's colour.
    func mark(_ mark: BoardMark) -> CellStyle {
        base.foreground(color(mark.color)).bold()
    }

    /// Outlines of the card, fields and the board.
    var border: CellStyle {
        base
    }

    /// What stands for something absent: placeholders, free cells' numbers.
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
    /// tutorial; elsewhere the focused button shows in reverse video.
    func button(isFocused: Bool) -> CellStyle {
        switch background {
        case .yellow:
            let style = CellStyle(foreground: .white, background: .black)
            return isFocused ? style.bold() : style
        case .plain:
            return isFocused ? base.inverse().bold() : base
        }
    }

    /// A board cell's inside, in reverse video when it has the focus.
    func cell(isFocused: Bool) -> CellStyle {
        isFocused ? base.inverse() : base
    }

    /// A highlighted board cell, such as one of a winning line: the whole cell in its mark's
    /// colour, in reverse video and bold, so that it stands out without colour too.
    func highlightedCell(_ mark: BoardMark?) -> CellStyle {
        base.foreground(color(mark?.color ?? .standard)).inverse().bold()
    }

    // MARK: - Private

    private let background: ScreenBackground
}
