import ScreenKit

/// A screen as plain mode shows it: its rows numbered from 1 across every list, so that
/// `check 3` names one row whatever list it is in, and the commands its elements answer.
struct PlainScreen {

    /// The screen.
    let screen: Screen

    /// The rows in the order they are numbered, with their list: number `n` is `rows[n - 1]`.
    let rows: [(list: List, row: ListRow)]

    /// Reads `screen`.
    init(_ screen: Screen) {
        self.screen = screen
        rows = screen.elements.flatMap { element -> [(list: List, row: ListRow)] in
            guard case let .list(list) = element else {
                return []
            }
            return list.rows.map { (list, $0) }
        }
    }

    /// The number of the first row of `list` (1 for the first list's first row).
    func firstRowNumber(of list: List) -> Int {
        (rows.firstIndex { $0.list.id == list.id } ?? rows.count) + 1
    }

    /// Whether the screen is a form: fields, with nothing to act on but labels and buttons.
    /// There each line fills the next field, and the last also presses the first button.
    var isForm: Bool {
        !screen.textFields.isEmpty && screen.elements.allSatisfy {
            switch $0 {
            case .label, .textField, .button: true
            default: false
            }
        }
    }

    /// The elements of `kind` on the screen: a command may leave out the identifier of the only one.
    func count(where isOfKind: (ScreenElement) -> Bool) -> Int {
        screen.elements.count(where: isOfKind)
    }

    /// The action `command` asks for, or `nil` if no element answers it.
    func action(for command: PlainCommand) -> UserAction? {
        screen.elements.lazy.compactMap { $0.plain.plainAction(for: command, in: self) }.first
    }

    /// What may be typed on the screen, for the prompt: `"add"`, `"check N"`, …, each once.
    var commandHints: [String] {
        var seen = Set<String>()
        return screen.elements.flatMap { $0.plain.plainCommandHints(in: self) }.filter { seen.insert($0).inserted }
    }
}
