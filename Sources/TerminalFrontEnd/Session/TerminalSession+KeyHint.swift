import ScreenKit

extension TerminalSession {

    /// Which keys do what on the content shown, for the status line: only keys that do
    /// something there, those of the focused element first.
    var keyHint: StatusMessage {
        let canMove = (content?.focusStops.count ?? 0) > 1
        // The panel has something to show only when the session follows a tree.
        let treePanel = inspector == nil ? nil : isTreePanelShown ? "t RIB tree · [ ] rewind" : "t RIB tree"
        if isWatchOnly {
            return StatusMessage(text: [treePanel, "q quits"].compactMap { $0 }.joined(separator: " · "), importance: .hint)
        }
        let tab = canMove ? "Tab next" : nil
        let hints: [String?] = switch (content?.alert, focus) {
        case (nil, nil):
            [treePanel, "q quits"]
        case let (alert?, _):
            alert.actionTitles.count > 1
                ? ["Enter chooses", "Tab ←→ focus", treePanel, "q quits"]
                : ["Enter closes", treePanel, "q quits"]
        case (nil, .field?):
            ["Type text", canMove ? "Enter or Tab: next · ↑↓ focus" : nil, "Ctrl-C quits"]
        case (nil, .row?):
            ["↑↓ PgUp PgDn Home End", "Space checks", "←→ Enter: row actions", "q quits"]
        case let (nil, .gridCell(id, _)?):
            [content?.screen.grid(id)?.isTappedByDigits == true ? "1–9 or arrows, Enter taps" : "Arrows, Enter taps",
             "PgUp PgDn Home End", tab, treePanel, "q quits"]
        case (nil, .toggle?):
            ["Space or Enter flips", canMove ? "Tab ↑↓ focus" : nil, treePanel, "q quits"]
        case (nil, .choice?):
            ["←→ or Space chooses", canMove ? "Tab ↑↓ focus" : nil, treePanel, "q quits"]
        case (nil, _):
            ["Enter presses", canMove ? "Tab ↑↓ focus" : nil, treePanel, "q quits"]
        }
        return StatusMessage(text: hints.compactMap { $0 }.joined(separator: " · "), importance: .hint)
    }
}
