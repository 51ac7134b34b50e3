/// One thing on a screen.
public enum ScreenElement: Equatable, Sendable {

    /// A line of text.
    case label(Label)

    /// A field the user types into.
    case textField(TextField)

    /// A button the user presses.
    case button(Button)

    /// A 3×3 game board.
    case board(Board)

    /// The texts a reader sees in this element.
    public var visibleTexts: [String] {
        var texts: [String] = []
        appendVisibleTexts(to: &texts)
        return texts
    }

    /// Appends ``visibleTexts`` to `texts`, making no array of its own: for a caller that
    /// gathers the texts of a whole screen after every move, such as a trace recorder.
    public func appendVisibleTexts(to texts: inout [String]) {
        switch self {
        case let .label(label):
            texts.append(label.text)
        case let .textField(field):
            texts.append(field.text.isEmpty ? field.placeholder : field.text)
        case let .button(button):
            texts.append(button.title)
        case let .board(board):
            for row in board.cells {
                for case let mark? in row {
                    texts.append(mark.symbol)
                }
            }
        }
    }
}

/// The colours elements may ask for; front-ends map them onto what they can show.
public enum ElementColor: Equatable, Sendable {

    /// The front-end's default text colour.
    case standard

    /// Red: player 1.
    case red

    /// Blue: player 2.
    case blue
}

/// A line of text.
public struct Label: Equatable, Sendable {

    /// What the text is for; front-ends choose size and weight from it.
    public enum Role: Equatable, Sendable {

        /// A heading.
        case heading

        /// Ordinary text.
        case body

        /// A hint or secondary information.
        case caption
    }

    /// The text.
    public var text: String

    /// What the text is for.
    public var role: Role

    /// The text's colour.
    public var color: ElementColor

    /// Creates a label.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - role: What the text is for.
    ///   - color: The text's colour.
    public init(_ text: String, role: Role = .body, color: ElementColor = .standard) {
        self.text = text
        self.role = role
        self.color = color
    }
}

/// A field the user types into.
public struct TextField: Equatable, Sendable {

    /// Identifies the field within its screen.
    public var id: String

    /// Shown while the field is empty.
    public var placeholder: String

    /// The field's current text.
    public var text: String

    /// The most columns the field's text may take: 20 fits 20 Latin letters or 10 CJK ideographs.
    public var maxWidth: Int

    /// Creates a text field.
    ///
    /// - Parameters:
    ///   - id: Identifies the field within its screen.
    ///   - placeholder: Shown while the field is empty.
    ///   - text: The current text.
    ///   - maxWidth: The most columns the field's text may take.
    public init(id: String, placeholder: String, text: String = "", maxWidth: Int = 20) {
        self.id = id
        self.placeholder = placeholder
        self.text = text
        self.maxWidth = maxWidth
    }
}

/// A button the user presses.
public struct Button: Equatable, Sendable {

    /// Identifies the button within its screen.
    public var id: String

    /// The button's title.
    public var title: String

    /// A one-word command that presses the button in line-based front-ends, such as `start`.
    public var command: String

    /// Creates a button.
    ///
    /// - Parameters:
    ///   - id: Identifies the button within its screen.
    ///   - title: The title.
    ///   - command: A one-word command that presses it in line-based front-ends; by default
    ///     the title's first word, lowercased.
    public init(id: String, title: String, command: String? = nil) {
        self.id = id
        self.title = title
        self.command = command ?? String(title.split(separator: " ").first ?? "").lowercased()
    }
}

/// A mark on the board.
public struct BoardMark: Equatable, Sendable {

    /// The mark's symbol, such as `X`.
    public var symbol: String

    /// The mark's colour.
    public var color: ElementColor

    /// Creates a mark.
    ///
    /// - Parameters:
    ///   - symbol: The symbol, such as `X`.
    ///   - color: The colour.
    public init(symbol: String, color: ElementColor) {
        self.symbol = symbol
        self.color = color
    }
}

/// A 3×3 game board.
public struct Board: Equatable, Sendable {

    /// The number of rows and of columns.
    public static let size = 3

    /// The marks, by row then column; `nil` is an empty cell.
    public var cells: [[BoardMark?]]

    /// The cells that stand out, such as the three in a row that won a game; front-ends mark
    /// them with more than colour alone.
    public var highlightedCells: Set<BoardPosition>

    /// Creates a board.
    ///
    /// - Parameters:
    ///   - cells: The marks by row then column; empty by default.
    ///   - highlightedCells: The cells that stand out; none by default.
    public init(cells: [[BoardMark?]] = Array(repeating: Array(repeating: nil, count: Board.size), count: Board.size),
                highlightedCells: Set<BoardPosition> = []) {
        self.cells = cells
        self.highlightedCells = highlightedCells
    }

    /// Whether the cell at `row` and `column` stands out.
    public func isHighlighted(row: Int, column: Int) -> Bool {
        highlightedCells.contains(BoardPosition(row: row, column: column))
    }

    /// The mark at `row` and `column`, or `nil` for an empty cell or a position off the board.
    public func mark(atRow row: Int, column: Int) -> BoardMark? {
        guard Board.contains(row: row, column: column) else {
            return nil
        }
        return cells[row][column]
    }

    /// Whether `row` and `column` name a cell of the board.
    public static func contains(row: Int, column: Int) -> Bool {
        (0..<size).contains(row) && (0..<size).contains(column)
    }
}

/// A cell's place on the board, both from 0: row 0 is the top, column 0 the left.
public struct BoardPosition: Hashable, Sendable {

    /// The row, from the top.
    public var row: Int

    /// The column, from the left.
    public var column: Int

    /// Creates a position.
    ///
    /// - Parameters:
    ///   - row: The row, from the top.
    ///   - column: The column, from the left.
    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }
}
