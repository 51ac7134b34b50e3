/// The parameter and intermediate bytes of a CSI sequence as ``KeyDecoder`` reads them: enough
/// to tell `ESC [ 5 ~` (Page Up) from `ESC [ 1 ; 5 ~`, and a wheel's SGR mouse report from
/// other reports, in constant memory however long the sequence runs.
struct ControlSequenceParameters: Equatable, Sendable {

    /// Whether no parameter or intermediate byte came yet.
    private(set) var isEmpty = true

    /// The parameters as one decimal number, while they are nothing but digits; `nil` once
    /// anything else came (a `;`, a `?`, an intermediate byte) or the number grew past any key's.
    var number: Int? {
        isEmpty ? nil : digitsOnly
    }

    /// The parameters of an SGR mouse report, while these have its shape so far: a `<` first,
    /// then numbers separated by `;`.
    private(set) var mouseReport: SGRMouseParameters?

    /// These parameters with `byte` after them.
    func adding(_ byte: UInt8) -> ControlSequenceParameters {
        var parameters = self
        parameters.isEmpty = false
        // Only the first byte starts a mouse report: once broken, one never starts again.
        parameters.mouseReport = isEmpty && byte == UInt8(ascii: "<") ? SGRMouseParameters() : mouseReport?.adding(byte)
        if let value = digitsOnly, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte), value <= Self.largestNumber {
            parameters.digitsOnly = value * 10 + Int(byte - UInt8(ascii: "0"))
        } else {
            parameters.digitsOnly = nil
        }
        return parameters
    }

    // MARK: - Private

    /// Past this no key is numbered; larger numbers are dropped rather than grown without end.
    private static let largestNumber = 1_000

    private var digitsOnly: Int? = 0
}
