/// One thing on a screen. Each kind is a value of its own, in a file of its own, with the
/// texts a reader sees in it; the window delivers the actions each kind offers.
public enum ScreenElement: Equatable, Sendable {

    /// A line of text.
    case label(Label)

    /// A field the user types into.
    case textField(TextField)

    /// A button the user presses.
    case button(Button)

    /// Rows the user checks, or acts on one at a time.
    case list(List)

    /// A setting that is on or off.
    case toggle(Toggle)

    /// One option out of several.
    case choice(Choice)

    /// A grid of cells the user taps.
    case grid(Grid)

    /// How far something has come.
    case progress(ProgressBar)

    /// The element's identifier within its screen; `nil` for a label.
    public var id: String? {
        switch self {
        case .label: nil
        case let .textField(field): field.id
        case let .button(button): button.id
        case let .list(list): list.id
        case let .toggle(toggle): toggle.id
        case let .choice(choice): choice.id
        case let .grid(grid): grid.id
        case let .progress(bar): bar.id
        }
    }

    /// The texts a reader sees in this element.
    public var visibleTexts: [String] {
        var texts: [String] = []
        appendVisibleTexts(to: &texts)
        return texts
    }

    /// Appends ``visibleTexts`` to `texts`, making no array of its own: for a caller that
    /// gathers the texts of a whole screen after every change, such as a trace recorder.
    public func appendVisibleTexts(to texts: inout [String]) {
        switch self {
        case let .label(label):
            texts.append(label.text)
        case let .textField(field):
            texts.append(field.text.isEmpty ? field.placeholder : field.text)
        case let .button(button):
            texts.append(button.title)
        case let .list(list):
            list.appendVisibleTexts(to: &texts)
        case let .toggle(toggle):
            texts.append(toggle.title)
        case let .choice(choice):
            texts.append(choice.title)
            texts.append(contentsOf: choice.options)
        case let .grid(grid):
            grid.appendVisibleTexts(to: &texts)
        case let .progress(bar):
            texts.append(bar.title)
            texts.append("\(bar.percent)%")
        }
    }
}
