/// Numbers the board cells as a phone keypad reads: 1 top left, 3 top right, 9 bottom right.
///
/// Every front-end that lets players pick a cell by number uses it, so the numbers agree
/// whichever way the game is played.
public enum CellNumber {

    /// The number of the cell at `row` and `column`, both from 0.
    public static func number(row: Int, column: Int) -> Int {
        row * 3 + column + 1
    }

    /// The cell numbered `number`, or `nil` if `number` is not 1 to 9.
    public static func cell(_ number: Int) -> (row: Int, column: Int)? {
        guard (1...9).contains(number) else {
            return nil
        }
        return ((number - 1) / 3, (number - 1) % 3)
    }

    /// The cell a player names by typing `text`: exactly one of the ASCII digits `1` to `9`.
    /// Other digits (`五`, `Ⅸ`, `①`, `٣`) and anything longer (`01`, `+1`) name no cell, in
    /// every front-end alike.
    public static func cell(typed text: some StringProtocol) -> (row: Int, column: Int)? {
        guard text.utf8.count == 1, let digit = text.utf8.first, (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(digit) else {
            return nil
        }
        return cell(Int(digit - UInt8(ascii: "0")))
    }
}
