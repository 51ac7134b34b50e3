import Foundation
import ScreenKit

/// Turns what a player typed into a name every screen can show.
enum PlayerName {

    /// The most columns a name takes: 20 Latin letters, or 10 CJK ideographs or emoji, so that
    /// `Name (12)` and `Name won!` fit every screen.
    static let maxWidth = 20

    /// `typed` without escape sequences or control characters, trimmed and cut to
    /// ``maxWidth`` columns as a text field cuts it (ScreenKit's `FieldText`); `defaultName`
    /// if nothing is left.
    ///
    /// - Parameters:
    ///   - typed: What the player typed, if anything.
    ///   - defaultName: The name to use instead of a blank one, such as `Player 1`.
    static func sanitized(_ typed: String?, defaultName: String) -> String {
        let cleaned = (typed ?? "").displayable.trimmingCharacters(in: .whitespacesAndNewlines)
        let name = cleaned.fieldText(fittingWidth: maxWidth).trimmingCharacters(in: .whitespaces)
        return name.isEmpty ? defaultName : name
    }
}
