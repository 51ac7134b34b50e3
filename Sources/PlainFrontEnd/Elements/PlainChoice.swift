import ScreenKit

/// A choice prints its title and its options numbered from 1, `(•)` before the selected one;
/// `choose N` selects option N (`choose ID N` when the screen has more than one choice).
extension Choice: PlainElement {

    func plainLines(in screen: PlainScreen) -> [String] {
        let options = options.enumerated().map { index, option in
            "\(index == selected ? "(•)" : "( )") \(index + 1) \(option.displayable)"
        }
        return ["\(title.displayable): \(options.joined(separator: "  "))" + (isEnabled ? "" : " (unavailable)")]
    }

    func plainCommandHints(in screen: PlainScreen) -> [String] {
        [isOnlyChoice(in: screen) ? "\"choose N\"" : "\"choose \(id.lowercased().displayable) N\""]
    }

    func plainAction(for command: PlainCommand, in screen: PlainScreen) -> UserAction? {
        let (verb, numbers) = command.trailingNumbers
        guard verb.first == "choose", numbers.count == 1 else {
            return nil
        }
        let name = verb.dropFirst().joined(separator: " ")
        guard name == id.lowercased() || name == title.lowercased() || (name.isEmpty && isOnlyChoice(in: screen)) else {
            return nil
        }
        return .chooseOption(choice: id, index: numbers[0] - 1)
    }

    // MARK: - Private

    private func isOnlyChoice(in screen: PlainScreen) -> Bool {
        screen.count { if case .choice = $0 { true } else { false } } == 1
    }
}
