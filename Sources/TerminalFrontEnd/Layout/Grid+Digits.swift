import ScreenKit

extension Grid {

    /// Whether the digits 1–9 can name this grid's cells in reading order: it has at least one
    /// cell and at most nine. Such a grid's empty cells show their digit, and typing it taps them.
    var isTappedByDigits: Bool {
        (1...9).contains(rows * columns)
    }
}
