import ScreenKit

extension TerminalSession {

    /// Handles the keys of one read in order, and draws the result once, after the last.
    ///
    /// Tab and Shift-Tab take the focus from element to element, arrows take it (within a list
    /// from row to row, within a grid from cell to cell); Page Up, Page Down,
    /// Home and End take it a page on or to the ends. Typing edits the focused field and
    /// Backspace deletes; Enter goes from a field to the next, presses a button, checks a row
    /// (or chooses the row action picked with ←→), flips a toggle, steps a choice, taps a cell
    /// or chooses an alert action; Space checks a row and otherwise does what Enter does; ←→
    /// change a choice. Digits 1–9 tap the cells of a grid of at most nine, in reading order.
    /// The mouse wheel scrolls and never acts. `t` shows or hides the RIB tree and `q` quits
    /// (asking first where the screen has a `quitConfirmation`), except while typing in a
    /// field; Ctrl-C quits anywhere and Ctrl-Z suspends. Whatever the window refuses, the status line
    /// says why.
    ///
    /// A paste arrives as one read of many keys: drawing once for all of them keeps it quick.
    /// A Ctrl-C among the keys quits at once, without handling any of them, since nothing
    /// they would do outlasts the quit; after a `q` that quits or a Ctrl-Z, the rest are not
    /// handled.
    ///
    /// - Parameter keys: The keys pressed, in order.
    /// - Returns: Whether to read on, quit or suspend.
    @discardableResult
    public func handle(_ keys: [Key]) -> Continuation {
        guard !keys.contains(.interrupt) else {
            return .quit
        }
        return drawingOnce {
            var index = keys.startIndex
            while index < keys.endIndex {
                let continuation = handleWithoutDrawing(keys[index])
                guard continuation == .readNextKey else {
                    return continuation
                }
                index += 1
                if lastKeyOverflowedField {
                    // What follows a refused character in a paste would be refused the same
                    // way, one by one: skip it at the cost of a look at each key.
                    index = keys[index...].firstIndex { !Self.takesColumns($0) } ?? keys.endIndex
                }
            }
            return .readNextKey
        }
    }

    /// Handles one key and draws the result; see ``handle(_:)-([Key])``.
    ///
    /// - Parameter key: The key pressed.
    /// - Returns: Whether to read on or quit.
    @discardableResult
    public func handle(_ key: Key) -> Continuation {
        handle([key])
    }

    // MARK: - Private

    /// Whether `key` is a character that takes columns, which a full field refuses.
    private static func takesColumns(_ key: Key) -> Bool {
        guard case let .character(character) = key else {
            return false
        }
        return DisplayWidth.of(character) > 0
    }

    private func handleWithoutDrawing(_ key: Key) -> Continuation {
        let isAskingToQuit = statusNotice?.isQuitConfirmation == true
        statusNotice = nil
        lastKeyOverflowedField = false
        if isWatchOnly {
            return handleWhileWatching(key)
        }
        switch key {
        case .interrupt:
            return .quit
        case .suspend:
            return .suspend
        case .tab:
            moveFocusToStop(by: 1, wrapping: true)
        case .backTab:
            moveFocusToStop(by: -1, wrapping: true)
        case .up, .down, .left, .right:
            moveFocus(with: key)
        case .pageUp, .pageDown, .home, .end:
            moveFocusFar(with: key)
        case .enter:
            activateFocus()
        case .backspace:
            editFocusedField { String($0.dropLast()) }
        case .wheelUp, .wheelDown:
            scroll(with: key)
        case .escape:
            break
        case let .character(character):
            return handle(character, isAskingToQuit: isAskingToQuit)
        }
        return .readNextKey
    }

    /// While the session is only watched: quit, suspend, the tree panel and its rewind; every
    /// other key does nothing, so that nobody but the replay plays.
    private func handleWhileWatching(_ key: Key) -> Continuation {
        switch key {
        case .interrupt, .character("q"), .character("Q"):
            return .quit
        case .suspend:
            return .suspend
        case .character("t"), .character("T"):
            isTreePanelShown.toggle()
        case .character("["):
            rewind(by: -1)
        case .character("]"):
            rewind(by: 1)
        case .character("\\"):
            rewoundSequence = nil
        default:
            break
        }
        return .readNextKey
    }

    /// The text field that has the focus, unless an alert is in the way.
    private var focusedField: TextField? {
        guard let content, content.alert == nil, case let .field(id) = focus else {
            return nil
        }
        return content.screen.textFields.first { $0.id == id }
    }

    /// The question `q` asks before quitting, which the screen shown (with no alert over it)
    /// gives when something on it would be lost without a word.
    private var quitConfirmation: String? {
        content?.alert == nil ? content?.screen.quitConfirmation : nil
    }

    /// Handles a typed character; `isAskingToQuit` says whether the status line asks to confirm
    /// a quit, which a second `q` does.
    private func handle(_ character: Character, isAskingToQuit: Bool) -> Continuation {
        if let field = focusedField {
            type(character, into: field)
            return .readNextKey
        }
        switch character {
        case "q", "Q":
            guard let question = quitConfirmation, !isAskingToQuit else {
                return .quit
            }
            statusNotice = .quitConfirmation(question)
        case "t", "T":
            isTreePanelShown.toggle()
        case "[":
            rewind(by: -1)
        case "]":
            rewind(by: 1)
        case "\\":
            rewoundSequence = nil
        case " ":
            pressSpace()
        default:
            tapGridCell(numbered: character)
        }
        return .readNextKey
    }

    /// Types `character` into the focused field, as the field's rule cleans it (see
    /// ``ScreenKit/FieldText``), at a cost that does not grow with what the field holds.
    private func type(_ character: Character, into field: TextField) {
        // A character that takes columns cannot fit a full field, on its own or joined to the
        // last character: the rest of a long paste is refused here, before any text is built.
        let characterWidth = DisplayWidth.of(character)
        let overflows = characterWidth > 0 && field.text.displayWidth + characterWidth > field.maxWidth
        guard !overflows, let text = FieldText.appending(character, to: field.text, fittingWidth: field.maxWidth) else {
            if overflows {
                statusNotice = StatusMessage(text: "The field is full: at most \(field.maxWidth) columns fit.", importance: .notice)
                lastKeyOverflowedField = true
            }
            return
        }
        perform(.editText(field: field.id, text: text))
    }

    private func editFocusedField(_ edit: (String) -> String) {
        guard let field = focusedField else {
            return
        }
        perform(.editText(field: field.id, text: edit(field.text)))
    }

    /// Performs `action`; what the window refuses, the status line says, in the app's words
    /// where it gave them (a disabled element's reason).
    func perform(_ action: UserAction) {
        do {
            try window.perform(action)
        } catch {
            statusNotice = StatusMessage(text: error.description, importance: .notice)
        }
    }
}
