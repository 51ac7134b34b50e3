/// The mouse reports that ``KeyDecoder`` turns into keys: a notch of the wheel, up or down,
/// which terminals report as a press of button 4 or 5 (button codes 64 and 65).
///
/// Every other report gives no key: clicks, releases and drags, the wheel tilted sideways
/// (66, 67), and the wheel turned with Shift, Alt or Ctrl held (4, 8 or 16 added), which
/// terminals keep for themselves or programs for zooming.
enum MouseWheelReport {

    /// The key of a report's button code, if it is a notch of the wheel.
    static func key(buttonCode: Int) -> Key? {
        switch buttonCode {
        case 64: .wheelUp
        case 65: .wheelDown
        default: nil
        }
    }

    /// The key of an X10 report (`ESC [ M`, then the button, column and row as bytes), from its
    /// button byte: 32 + the button code.
    static func key(x10Button byte: UInt8) -> Key? {
        key(buttonCode: Int(byte) - 32)
    }
}

/// The parameters of an SGR mouse report, `ESC [ < button ; column ; row M` (or `m` for a
/// release), as ``KeyDecoder`` reads them: the button code, and whether the three numbers are
/// there, in constant memory however long the numbers run.
struct SGRMouseParameters: Equatable, Sendable {

    /// The parameters just after the `<` that starts them.
    init() {}

    /// The first number: which button, with the modifiers held and whether it is a drag.
    private(set) var buttonCode = 0

    /// Whether the three numbers came, each with at least one digit, and nothing else.
    var isComplete: Bool {
        numbersBegun == 3 && numberHasDigits
    }

    /// These parameters with `byte` after them; `nil` when the parameters are not an SGR
    /// mouse report's after all.
    func adding(_ byte: UInt8) -> SGRMouseParameters? {
        var parameters = self
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            if numbersBegun == 1 {
                // Capped rather than grown: past the cap no code is a wheel's, and no digits overflow.
                parameters.buttonCode = min(buttonCode * 10 + Int(byte - UInt8(ascii: "0")), Self.largestButtonCode)
            }
            parameters.numberHasDigits = true
        case UInt8(ascii: ";") where numberHasDigits:
            parameters.numbersBegun += 1
            parameters.numberHasDigits = false
        default:
            return nil
        }
        return parameters
    }

    // MARK: - Private

    /// Past this no button code means anything.
    private static let largestButtonCode = 1_000

    /// The numbers begun so far: the button, the column, the row.
    private var numbersBegun = 1
    /// Whether the number under way has a digit yet.
    private var numberHasDigits = false
}
