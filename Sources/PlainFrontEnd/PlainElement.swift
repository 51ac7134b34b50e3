import ScreenKit

/// What plain mode knows of one kind of element: the lines it prints, and the commands it
/// answers. Each kind conforms in a file of its own, in `Elements/`.
protocol PlainElement {

    /// The lines the element prints, without line terminators, texts whole and made safe to
    /// print.
    func plainLines(in screen: PlainScreen) -> [String]

    /// What may be typed to act on the element, for the prompt, such as `"check N"`.
    func plainCommandHints(in screen: PlainScreen) -> [String]

    /// The action `command` asks of this element, or `nil` if it asks for something else.
    func plainAction(for command: PlainCommand, in screen: PlainScreen) -> UserAction?
}

extension PlainElement {

    func plainCommandHints(in screen: PlainScreen) -> [String] {
        []
    }

    func plainAction(for command: PlainCommand, in screen: PlainScreen) -> UserAction? {
        nil
    }
}

extension ScreenElement {

    /// The element as plain mode prints and reads it.
    var plain: any PlainElement {
        switch self {
        case let .label(label): label
        case let .textField(field): field
        case let .button(button): button
        case let .list(list): list
        case let .toggle(toggle): toggle
        case let .choice(choice): choice
        case let .grid(grid): grid
        case let .progress(bar): bar
        }
    }
}
