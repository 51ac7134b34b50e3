/// The ANSI escape sequences the front-end writes, by what they do.
enum ControlSequence {

    /// Switches to the alternate screen buffer, leaving the user's scrollback alone.
    static let enterAlternateScreen = "\u{1B}[?1049h"

    /// Switches back to the main screen buffer, as it was before.
    static let leaveAlternateScreen = "\u{1B}[?1049l"

    /// Hides the cursor.
    static let hideCursor = "\u{1B}[?25l"

    /// Shows the cursor.
    static let showCursor = "\u{1B}[?25h"

    /// Stops the cursor wrapping at the right edge, so a full last row cannot scroll.
    static let disableLineWrap = "\u{1B}[?7l"

    /// Lets the cursor wrap at the right edge again, the terminal's default.
    static let enableLineWrap = "\u{1B}[?7h"

    /// Has the terminal report presses of the mouse buttons, each notch of the wheel among
    /// them, and nothing of the mouse's motion (mode 1000), in the SGR encoding (mode 1006),
    /// which is set first so that no report comes in the older X10 one.
    ///
    /// Plain drags are then reported rather than selecting text; in most terminals (xterm,
    /// VTE's, Konsole, tmux with its mouse off) a drag with Shift held still selects.
    static let enableMouseReporting = "\u{1B}[?1006h\u{1B}[?1000h"

    /// Stops the reports ``enableMouseReporting`` started, then puts the encoding back.
    static let disableMouseReporting = "\u{1B}[?1000l\u{1B}[?1006l"

    /// Erases the whole screen.
    static let clearScreen = "\u{1B}[2J"

    /// Resets colours and attributes to the terminal's defaults.
    static let resetAttributes = "\u{1B}[0m"

    /// Puts the cursor at `position`.
    static func moveCursor(to position: CellPosition) -> String {
        "\u{1B}[\(position.row + 1);\(position.column + 1)H"
    }

    /// Sets colours and attributes to `style`, from the defaults.
    static func select(_ style: CellStyle) -> String {
        var parameters = ["0"]
        if style.isBold {
            parameters.append("1")
        }
        if style.isDim {
            parameters.append("2")
        }
        if style.isInverse {
            parameters.append("7")
        }
        if let code = colorCode(of: style.foreground) {
            parameters.append(String(30 + code))
        }
        if let code = colorCode(of: style.background) {
            parameters.append(String(40 + code))
        }
        return "\u{1B}[" + parameters.joined(separator: ";") + "m"
    }

    // MARK: - Private

    private static func colorCode(of color: TerminalColor) -> Int? {
        switch color {
        case .default: nil
        case .black: 0
        case .red: 1
        case .green: 2
        case .yellow: 3
        case .blue: 4
        case .magenta: 5
        case .cyan: 6
        case .white: 7
        }
    }
}
