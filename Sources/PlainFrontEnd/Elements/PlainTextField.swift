import Foundation
import ScreenKit

/// A field prints its placeholder and text. Outside forms, `Placeholder: text` fills it: the
/// words before the colon name the field, so a command never lands in a field by accident.
extension TextField: PlainElement {

    func plainLines(in screen: PlainScreen) -> [String] {
        ["\(placeholder.displayable): \(text.isEmpty ? "(empty)" : text.displayable)"]
    }

    func plainCommandHints(in screen: PlainScreen) -> [String] {
        screen.isForm ? [] : ["\"\(placeholder.lowercased().displayable): TEXT\""]
    }

    func plainAction(for command: PlainCommand, in screen: PlainScreen) -> UserAction? {
        guard !screen.isForm, let colon = command.line.firstIndex(of: ":") else {
            return nil
        }
        let name = command.line[..<colon].split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased()
        guard name == placeholder.lowercased() || name == id.lowercased() else {
            return nil
        }
        // A line is a whole field value: spaces around it are not part of it.
        return .editText(field: id, text: command.line[command.line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
    }
}
