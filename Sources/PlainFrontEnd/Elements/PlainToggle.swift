import ScreenKit

/// A toggle prints `[x]` or `[ ]` and its title; `toggle` flips it (`toggle ID` when the screen
/// has more than one).
extension Toggle: PlainElement {

    func plainLines(in screen: PlainScreen) -> [String] {
        ["\(isOn ? "[x]" : "[ ]") \(title.displayable)" + (isEnabled ? "" : " (unavailable)")]
    }

    func plainCommandHints(in screen: PlainScreen) -> [String] {
        [isOnlyToggle(in: screen) ? "\"toggle\"" : "\"toggle \(id.lowercased().displayable)\""]
    }

    func plainAction(for command: PlainCommand, in screen: PlainScreen) -> UserAction? {
        guard command.words.first == "toggle" else {
            return nil
        }
        let name = command.words.dropFirst().joined(separator: " ")
        guard name == id.lowercased() || name == title.lowercased() || (name.isEmpty && isOnlyToggle(in: screen)) else {
            return nil
        }
        return .setToggle(id: id, isOn: !isOn)
    }

    // MARK: - Private

    private func isOnlyToggle(in screen: PlainScreen) -> Bool {
        screen.count { if case .toggle = $0 { true } else { false } } == 1
    }
}
